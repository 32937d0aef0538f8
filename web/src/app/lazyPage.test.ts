import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage';

const Page = () => null;

describe('lazyPage', () => {
  it('asks for the chunk once, however often it is preloaded', async () => {
    const load = vi.fn(async () => ({ Page }));
    const page = lazyPage(load, 'Page');
    expect(load).not.toHaveBeenCalled();
    page.preload();
    page.preload();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed preload quiet: the render reports it', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      lazyPage(load, 'Page').preload();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
