import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { seedBenchContacts } from '../../seed/bench';
import { buildContact, buildGroup, buildSignedIn, buildTag } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { importFile } from '../contact-import/contact-import.testing';
import { contactTags } from '../tags/tags.tables';
import { contactCounts, contacts } from './contacts.tables';

// The kept counts (contact_counts, kept by triggers) against a real count(*) after every writer.

const { app, deps } = await createTestApp();
const call = caller(app);

type Counts = Record<string, number>;

/** What the triggers kept for the location, `kind:key` → count, zeros left out. */
async function keptCounts(accountId: number): Promise<Counts> {
  const rows = await rowsOf<{ counter: string; n: number }>(
    deps.db,
    sql`select kind || ':' || key as counter, sum(n)::int as n from contact_counts
      where account_id = ${accountId}::int group by kind, key having sum(n) <> 0`,
  );
  return Object.fromEntries(rows.map((r) => [r.counter, r.n]));
}

/** The same, counted row by row. */
async function realCounts(accountId: number): Promise<Counts> {
  const rows = await rowsOf<{ counter: string; n: number }>(
    deps.db,
    sql`select 'status:' || status as counter, count(*)::int as n from contacts
        where account_id = ${accountId}::int and deleted_at is null group by status
      union all
      select 'day:' || to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') || ' ' || status,
        count(*)::int from contacts
        where account_id = ${accountId}::int and deleted_at is null group by 1
      union all
      select 'tag:' || ct.tag_id, count(*)::int from contact_tags ct
        join contacts c on c.id = ct.contact_id and c.deleted_at is null
        where ct.account_id = ${accountId}::int group by ct.tag_id
      union all
      select 'group:' || gm.group_id, count(*)::int from group_members gm
        join contacts c on c.id = gm.contact_id and c.deleted_at is null
        where gm.account_id = ${accountId}::int group by gm.group_id`,
  );
  return Object.fromEntries(rows.map((r) => [r.counter, r.n]));
}

async function expectExact(...accountIds: number[]) {
  for (const accountId of accountIds)
    expect(await keptCounts(accountId)).toEqual(await realCounts(accountId));
}

const ok = async <T extends { statusCode: number; body: string }>(response: Promise<T>) => {
  const res = await response;
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

describe('contact counts kept by triggers', () => {
  it('are exact after every writer of contacts, tags and groups', async () => {
    const org = await buildSignedIn(deps, { locations: ['Annex'] });
    const annex = org.locations[0]!;
    const { accountId, token } = org;
    const [vip, yoga] = [
      await buildTag(deps, { accountId, name: 'VIP' }),
      await buildTag(deps, { accountId, name: 'Yoga' }),
    ];
    await buildTag(deps, { accountId: annex.id, name: 'VIP' });
    const people = [];
    for (let i = 0; i < 6; i++)
      people.push(
        await buildContact(deps, {
          accountId,
          status: i % 2 ? 'client' : 'lead',
          tags: i < 4 ? [vip.id] : [yoga.id],
        }),
      );
    const [a, b, c, d, e, f] = people.map((p) => p.id) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const group = await buildGroup(deps, { accountId, contactIds: [a, b, c] });
    await expectExact(accountId);

    const saved = await ok(
      call('POST', '/contact/save', token, { first_name: 'New', email: 'new@x.test' }),
    );
    const created = saved.json().contact.id as number;
    await expectExact(accountId);

    await ok(call('PATCH', `/contact/${a}/update`, token, { status: 'trial' }));
    await expectExact(accountId);

    await ok(
      call('PATCH', '/contact/change-status', token, {
        selection: { filter: { status: 'lead' } },
        status: 'client',
      }),
    );
    await expectExact(accountId);

    await ok(call('POST', '/contact/delete', token, { selection: { ids: [b, c] } }));
    await expectExact(accountId);

    await ok(call('POST', '/contact/restore', token, { ids: [b] }));
    await expectExact(accountId);

    await ok(
      call('PATCH', '/tag/add-contact', token, {
        tag_ids: [yoga.id],
        selection: { filter: { status: 'client' } },
      }),
    );
    await ok(
      call('PATCH', '/tag/remove-contact', token, { tag_ids: [vip.id], selection: { ids: [a] } }),
    );
    await expectExact(accountId);

    await ok(
      call('PATCH', '/group/add-contacts', token, {
        group_id: group.id,
        selection: { filter: {} },
      }),
    );
    await ok(
      call('PATCH', '/group/remove-contacts', token, {
        group_id: group.id,
        selection: { ids: [a, created] },
      }),
    );
    await expectExact(accountId);

    await ok(call('POST', '/contact/merge', token, { contact_ids: [d, e], survivor_id: d }));
    await expectExact(accountId);

    await ok(
      call('POST', '/contact/move', token, { selection: { ids: [f] }, location_id: annex.id }),
    );
    await ok(
      call('POST', '/contact/copy-to-location', token, {
        selection: { ids: [b, d] },
        location_id: annex.id,
      }),
    );
    await expectExact(accountId, annex.id);

    await ok(call('DELETE', `/tag/${vip.id}/delete`, token));
    await expectExact(accountId);

    const tabs = (await ok(call('GET', '/contact/tabs/list', token))).json().tabs;
    const clientTab = tabs.find((t: { value: string }) => t.value === 'client');
    await ok(call('DELETE', '/contact/tabs/delete', token, { id: clientTab.id, move_to: 'lost' }));
    await expectExact(accountId);

    // A live contact deleted for good takes its tags and groups out of their counts.
    await deps.db.delete(contacts).where(eq(contacts.id, d));
    await expectExact(accountId);
  });

  it('are exact after an import of new and matching rows, and after its undo', async () => {
    const { accountId, token } = await buildSignedIn(deps);
    await buildContact(deps, { accountId, email: 'ada@x.test', status: 'client' });
    const csv = [
      'First Name,Email,Tags',
      'Ada,ada@x.test,VIP',
      'Bea,bea@x.test,"VIP, Yoga"',
      'Cy,cy@x.test,',
    ].join('\n');
    const { log } = await importFile(app, token, 'people.csv', csv, { status: 'trial' });
    expect(log).toMatchObject({ imported_count: 2, updated_count: 1 });
    await expectExact(accountId);
    await ok(call('POST', `/contact/import-log/${log.id}/undo`, token));
    await expectExact(accountId);
  });

  it('are exact after a random mix of writers', async () => {
    const org = await buildSignedIn(deps, { locations: ['Annex'] });
    const annex = org.locations[0]!;
    const { accountId, token } = org;
    const tagIds = [
      (await buildTag(deps, { accountId })).id,
      (await buildTag(deps, { accountId })).id,
    ];
    const groupId = (await buildGroup(deps, { accountId })).id;
    const statuses = ['lead', 'trial', 'client', 'staff', 'lost'];
    // A fixed sequence: a failure replays the same way.
    let seed = 8;
    const next = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    const ids: number[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(
        (await buildContact(deps, { accountId, status: statuses[next(5)]!, tags: [tagIds[0]!] }))
          .id,
      );
    const some = () => ({ ids: [ids[next(ids.length)]!, ids[next(ids.length)]!] });
    const writers = [
      () =>
        call('PATCH', '/contact/change-status', token, {
          selection: some(),
          status: statuses[next(5)],
        }),
      () => call('POST', '/contact/delete', token, { selection: some() }),
      () => call('POST', '/contact/restore', token, some()),
      () =>
        call('PATCH', '/tag/add-contact', token, { tag_ids: [tagIds[next(2)]], selection: some() }),
      () =>
        call('PATCH', '/tag/remove-contact', token, {
          tag_ids: [tagIds[next(2)]],
          selection: some(),
        }),
      () => call('PATCH', '/group/add-contacts', token, { group_id: groupId, selection: some() }),
      () =>
        call('PATCH', '/group/remove-contacts', token, { group_id: groupId, selection: some() }),
      () => call('POST', '/contact/move', token, { selection: some(), location_id: annex.id }),
      async () => {
        const res = await call('POST', '/contact/save', token, {
          first_name: 'New',
          email: `new${ids.length}@x.test`,
        });
        ids.push(res.json().contact.id);
        return res;
      },
    ];
    for (let step = 0; step < 60; step++) {
      // Some picks are refused (a deleted or moved contact): the counts must hold either way.
      await writers[next(writers.length)]!();
      if (step % 10 === 9) await expectExact(accountId, annex.id);
    }
    await expectExact(accountId, annex.id);
  });

  it('answers the tabs, tags and groups from the kept counts, folded once they pile up', async () => {
    const { accountId, token } = await buildSignedIn(deps);
    const tag = await buildTag(deps, { accountId });
    const contact = await buildContact(deps, { accountId, tags: [tag.id] });
    const group = await buildGroup(deps, { accountId, contactIds: [contact.id] });
    // Three hundred deletes and restores, each appending its change to every kind of count:
    // more rows than a read leaves.
    for (let i = 0; i < 150; i++) {
      const gone = eq(contacts.id, contact.id);
      await deps.db.update(contacts).set({ deletedAt: new Date() }).where(gone);
      await deps.db.update(contacts).set({ deletedAt: null }).where(gone);
    }
    const piled = await deps.db.$count(contactCounts, eq(contactCounts.accountId, accountId));
    expect(piled).toBeGreaterThan(256);
    const tags = (await ok(call('GET', '/tag/list', token))).json().tags;
    expect(Object.values(tags).flat()).toContainEqual(
      expect.objectContaining({ id: tag.id, contacts_count: 1 }),
    );
    expect(await deps.db.$count(contactCounts, eq(contactCounts.accountId, accountId))).toBe(4);
    const groups = (await ok(call('GET', '/group/lists', token))).json().data;
    expect(groups).toEqual([expect.objectContaining({ id: group.id, contacts_count: 1 })]);
    const tabs = (await ok(call('GET', '/contact/tabs/list', token))).json().tabs;
    expect(tabs.find((t: { value: string }) => t.value === 'lead').count).toBe(1);
    await expectExact(accountId);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'lets two transactions count into the same status at once, without waiting',
    async () => {
      const { accountId } = await buildSignedIn(deps);
      const pool = deps.database.pool!;
      const [first, second] = [await pool.connect(), await pool.connect()];
      try {
        const insert = `insert into contacts (account_id, status) values (${accountId}, 'lead')`;
        await first.query('begin');
        await first.query(insert);
        await second.query('begin');
        // Waiting for the first transaction would fail here instead of hanging.
        await second.query("set local lock_timeout = '1s'");
        await second.query(insert);
        await second.query('commit');
        await first.query('commit');
      } finally {
        first.release();
        second.release();
      }
      expect(await keptCounts(accountId)).toMatchObject({ 'status:lead': 2 });
      await expectExact(accountId);
    },
  );

  it('counts a narrowed list exactly up to a thousand, and estimates past that, saying so', async () => {
    const { accountId, token } = await buildSignedIn(deps);
    await seedBenchContacts(deps.db, accountId, 1_200);
    const whole = (await ok(call('GET', '/contact/list', token))).json();
    expect(whole).toMatchObject({ total: 1_200, estimated: false });
    // Every seeded contact has a bench.example.com email but one in twenty.
    const many = (await ok(call('GET', '/contact/list?search=bench.example', token))).json();
    expect(many.estimated).toBe(true);
    expect(many.total).toBeGreaterThan(1_000);
    expect(many.counts.all).toBe(many.total);
    const few = (await ok(call('GET', '/contact/list?search=person11', token))).json();
    expect(few).toMatchObject({ estimated: false });
    const [exact] = await rowsOf<{ n: number }>(
      deps.db,
      sql`select count(*)::int as n from contacts where account_id = ${accountId}::int
        and search like '%person11%'`,
    );
    expect(few.total).toBe(exact!.n);
  });

  it('starts a deep page in creation order at its day, with the rows a full walk finds', async () => {
    const { accountId, token } = await buildSignedIn(deps);
    await seedBenchContacts(deps.db, accountId, 12_000);
    await deps.db.execute(
      sql`update contacts set deleted_at = now() where account_id = ${accountId}::int and id % 11 = 0`,
    );
    const walked = async (status: string | null, direction: 'asc' | 'desc', offset: number) => {
      const rows = await rowsOf<{ id: string }>(
        deps.db,
        sql`select id from contacts where account_id = ${accountId}::int and deleted_at is null
          and (${status}::text is null or status = ${status}::text)
          order by created_at ${sql.raw(direction)}, id ${sql.raw(direction)}
          offset ${offset} limit 25`,
      );
      return rows.map((r) => Number(r.id));
    };
    for (const [status, direction, page] of [
      [null, 'desc', 401],
      [null, 'asc', 420],
      ['client', 'desc', 140],
    ] as const) {
      const query = `page=${page}&sort_by=date_created&sort_dir=${direction}${status ? `&status=${status}` : ''}`;
      const body = (await ok(call('GET', `/contact/list?${query}`, token))).json();
      expect(body.data.map((c: { id: number }) => c.id)).toEqual(
        await walked(status, direction, (page - 1) * 25),
      );
    }
    await expectExact(accountId);
  });

  it('counts tags of live contacts only', async () => {
    const { accountId } = await buildSignedIn(deps);
    const tag = await buildTag(deps, { accountId });
    const gone = await buildContact(deps, { accountId, deletedAt: new Date() });
    await deps.db.insert(contactTags).values({ accountId, contactId: gone.id, tagId: tag.id });
    expect(await keptCounts(accountId)).toEqual({});
    await expectExact(accountId);
  });
});
