import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/server';
import { startJobs } from './jobs';

const { deps, database, app } = await createTestApp();

describe('job runner', () => {
  it('runs a queued job on the same database and retries a failing one', async () => {
    const jobs = await startJobs(database, app.log);
    try {
      const seen: string[] = [];
      let attempts = 0;
      await jobs.work<{ word: string }>('test-echo', async (data) => {
        seen.push(data.word);
      });
      await jobs.work<{ word: string }>('test-flaky', async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('first attempt fails');
      });
      await jobs.send('test-echo', { word: 'hello' });
      await jobs.send('test-flaky', { word: 'again' }, { retryLimit: 2, retryDelay: 0 });
      await expect.poll(() => seen, { timeout: 15_000, interval: 200 }).toEqual(['hello']);
      await expect.poll(() => attempts, { timeout: 20_000, interval: 200 }).toBe(2);
    } finally {
      await jobs.stop();
    }
    expect(deps.database.kind).toBe(database.kind);
  });
});
