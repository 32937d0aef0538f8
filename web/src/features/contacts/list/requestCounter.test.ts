import { describe, expect, it, vi } from 'vitest';
import { createRequestCounter } from './requestCounter';

describe('request counter (001 §4)', () => {
  it('clears the loader only when the latest request returns', () => {
    const c = createRequestCounter();
    const first = c.start();
    const second = c.start();
    c.finish(first);
    expect(c.isLoading()).toBe(true);
    c.finish(second);
    expect(c.isLoading()).toBe(false);
  });

  it('an old answer after the latest one does not turn the loader back on', () => {
    const c = createRequestCounter();
    const first = c.start();
    const second = c.start();
    c.finish(second);
    c.finish(first);
    expect(c.isLoading()).toBe(false);
  });

  it('notifies subscribers on changes only', () => {
    const c = createRequestCounter();
    const listener = vi.fn();
    const off = c.subscribe(listener);
    const a = c.start();
    c.start();
    c.finish(a);
    expect(listener).toHaveBeenCalledTimes(1);
    off();
  });
});
