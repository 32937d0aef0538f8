import { chunkLoadTimeoutMs } from '@coachline/contract/constants';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A chunk that has not arrived after 120 s counts as failed (000 §8 chunk load failure). */
export class ChunkLoadError extends Error {
  constructor() {
    super('This part of Coachline could not be loaded.');
    this.name = 'ChunkLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new ChunkLoadError());
      },
    );
  });
}

/** A lazy page whose chunk can be asked for before it renders. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => void };

/**
 * React.lazy for a named export (a component without props), with the chunk-load timeout.
 * `preload` starts the download early (the page the app opens on, while the session loads);
 * the render then takes the same promise.
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  key: K,
): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => {
    loading ??= withTimeout(load(), chunkLoadTimeoutMs).then((m) => ({ default: m[key] }));
    return loading;
  };
  // A failed preload is the render's to report: the render takes the same promise.
  return Object.assign(lazy(start), { preload: () => void start().catch(() => undefined) });
}
