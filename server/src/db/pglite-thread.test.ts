import { types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgliteThread, startPgliteThread } from './pglite-thread';

let thread: PgliteThread;

beforeAll(async () => {
  thread = await startPgliteThread({});
  await thread.exec('create table notes (id int primary key, body text not null, at timestamptz)');
});

afterAll(async () => {
  await thread.close();
});

const bodies = async () =>
  (await thread.query<{ body: string }>('select body from notes order by id')).rows.map(
    (r) => r.body,
  );

describe('the embedded database in its own thread', () => {
  it('answers queries with parameters, keeping as text the types the caller names', async () => {
    await thread.query('insert into notes values ($1, $2, $3)', [
      1,
      'first',
      '2026-11-24T10:00:00Z',
    ]);
    const parsed = await thread.query<{ at: unknown }>('select at from notes where id = $1', [1]);
    expect(parsed.rows[0]?.at).toBeInstanceOf(Date);
    const text = await thread.query<unknown[]>('select at from notes where id = $1', [1], {
      rowMode: 'array',
      parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
    });
    expect(text.rows[0]).toEqual(['2026-11-24 10:00:00+00']);
    await thread.exec('delete from notes');
  });

  it('rejects with the database error and its fields, and goes on serving', async () => {
    await thread.query('insert into notes (id, body) values (1, $1)', ['one']);
    const failed = thread.query('insert into notes (id, body) values (1, $1)', ['again'], {
      parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
    });
    await expect(failed).rejects.toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    expect(await bodies()).toEqual(['one']);
    await thread.exec('delete from notes');
  });

  it('commits a transaction, and rolls back one that throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (1, $1)', ['kept']);
    });
    const failed = thread.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (2, $1)', ['dropped']);
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    expect(await bodies()).toEqual(['kept']);
    await thread.exec('delete from notes');
  });

  it('holds statements from outside an open transaction until it ends', async () => {
    let finish = () => {};
    const open = thread.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (1, $1)', ['inside']);
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      await tx.query('insert into notes (id, body) values (2, $1)', ['inside too']);
    });
    // Sent while the transaction waits: it must neither see nor join the open transaction.
    const outside = thread.query<{ n: number }>('select count(*)::int as n from notes');
    await new Promise((resolve) => setTimeout(resolve, 50));
    finish();
    await open;
    expect((await outside).rows[0]?.n).toBe(2);
    await thread.exec('delete from notes');
  });
});
