import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdmission } from './admission';
import { AppError } from './errors';

afterEach(() => {
  vi.useRealTimers();
});

/** A clock the test moves by hand. */
function manualClock() {
  let at = 0;
  return { now: () => at, pass: (ms: number) => (at += ms) };
}

const settled = async <T>(promise: Promise<T>) => {
  const state: { value?: T; error?: unknown; done: boolean } = { done: false };
  promise.then(
    (value) => Object.assign(state, { value, done: true }),
    (error) => Object.assign(state, { error, done: true }),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return state;
};

describe('createAdmission', () => {
  it('serves at most `concurrency` at once and lets the others in first come, first served', async () => {
    const admission = createAdmission({ concurrency: 2, maxWaitMs: 10_000 });
    const order: string[] = [];
    const enter = (name: string) =>
      admission.enter().then((leave) => {
        order.push(name);
        return leave;
      });
    const [a, b] = await Promise.all([enter('a'), enter('b')]);
    const c = enter('c');
    const d = enter('d');
    const e = enter('e');
    expect(admission.load).toEqual({ running: 2, waiting: 3 });
    expect((await settled(c)).done).toBe(false);

    b();
    const leaveC = await c;
    expect(admission.load).toEqual({ running: 2, waiting: 2 });
    a();
    leaveC();
    (await d)();
    (await e)();
    expect(order).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(admission.load).toEqual({ running: 0, waiting: 0 });
  });

  it('hands a turn over on a later turn of the event loop, so arrivals are read meanwhile', async () => {
    const admission = createAdmission({ concurrency: 1, maxWaitMs: 10_000 });
    const leave = await admission.enter();
    const next = admission.enter();
    leave();
    // Not within the microtasks of the release: I/O gets its turn first.
    expect((await settled(Promise.race([next, Promise.resolve('not yet')]))).value).toBe('not yet');
    await new Promise((resolve) => setImmediate(resolve));
    expect((await settled(next)).done).toBe(true);
    (await next)();
  });

  it('counts a release once, however often it is called', async () => {
    const admission = createAdmission({ concurrency: 1, maxWaitMs: 10_000 });
    const leave = await admission.enter();
    const next = admission.enter();
    leave();
    leave();
    const leaveNext = await next;
    expect(admission.load).toEqual({ running: 1, waiting: 0 });
    leaveNext();
    expect(admission.load).toEqual({ running: 0, waiting: 0 });
  });

  it('answers 503 with Retry-After at once when the line could not be served in time', async () => {
    const clock = manualClock();
    const admission = createAdmission({
      concurrency: 1,
      maxWaitMs: 250,
      initialServiceMs: 100,
      now: clock.now,
    });
    const leave = await admission.enter();
    // One ahead: its turn (100 ms) and its own service (100 ms) fit in 250 ms.
    const second = admission.enter();
    // Two ahead: 300 ms would not.
    const third = await settled(admission.enter());
    expect(third.done).toBe(true);
    expect(third.error).toBeInstanceOf(AppError);
    expect(third.error).toMatchObject({ status: 503, retryAfterSeconds: 1 });
    expect(admission.load).toEqual({ running: 1, waiting: 1 });
    leave();
    (await second)();
  });

  it('believes the best pace seen lately, which slows only gradually while requests are slower', async () => {
    const clock = manualClock();
    const admission = createAdmission({
      concurrency: 1,
      maxWaitMs: 1_000,
      initialServiceMs: 100,
      now: clock.now,
    });
    const serve = async (times: number, tookMs: number) => {
      for (let i = 0; i < times; i++) {
        const leave = await admission.enter();
        clock.pass(tookMs);
        leave();
      }
    };
    /** Whether a request is let in with `ahead` waiting before it and one being served. */
    const letInBehind = async (ahead: number, tookMs: number) => {
      const holder = await admission.enter();
      const line = Array.from({ length: ahead }, () => admission.enter());
      const last = admission.enter();
      const refused = (await settled(last)).done;
      const release = (leave: () => void) => {
        clock.pass(tookMs);
        leave();
      };
      release(holder);
      for (const next of line) release(await next);
      if (!refused) release(await last);
      return !refused;
    };

    // One slow request hardly moves the pace (an average would have jumped to 290 ms).
    await serve(1, 2_000);
    expect(await letInBehind(3, 2_000)).toBe(true);
    // Thirty more in a row: the pace is over 500 ms, and the next in line no longer fits.
    await serve(30, 2_000);
    expect(await letInBehind(0, 2_000)).toBe(false);
    // One fast request and the pace is back.
    await serve(1, 10);
    expect(await letInBehind(50, 10)).toBe(true);
  });

  it('sends a request that waited the longest wait away with 503, and keeps the line moving', async () => {
    // Only the wait's timer is faked: turns are handed over with setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const admission = createAdmission({ concurrency: 1, maxWaitMs: 2_000, initialServiceMs: 1 });
    const leave = await admission.enter();
    const stuck = admission.enter();
    const caught = stuck.catch((error: unknown) => error);
    vi.advanceTimersByTime(2_000);
    expect(await caught).toMatchObject({ status: 503 });
    expect(admission.load).toEqual({ running: 1, waiting: 0 });
    const after = admission.enter();
    leave();
    (await after)();
    expect(admission.load).toEqual({ running: 0, waiting: 0 });
  });
});
