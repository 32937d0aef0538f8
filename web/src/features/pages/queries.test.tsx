import { pageMessages } from '@coachline/contract/pages';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { classifyFailure } from '../../api/failures';
import { queryClient } from '../../app/queryClient';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { pageDisableError } from './pageDisable';
import { useUpdatePage, useUploadDownload } from './queries';

beforeAll(polyfillBrowser);
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const wrapper = (props: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{props.children}</QueryClientProvider>
);

function serve() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(
        JSON.stringify({ status: 1, message: pageMessages.updated, page: null }),
        { status: 500 },
      );
    }),
  );
  return urls;
}

describe('useUpdatePage', () => {
  it('resolves false without a call when there is no page id (001 §4)', async () => {
    seedSignedIn(buildSession());
    const urls = serve();
    const { result } = renderHook(() => useUpdatePage(null), { wrapper });
    await expect(result.current.mutateAsync({ title: 'Lesson' })).resolves.toBe(false);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(urls).toEqual([]);
  });

  it('calls the page’s update when it has one', async () => {
    seedSignedIn(buildSession());
    const urls = serve();
    const { result } = renderHook(() => useUpdatePage(12), { wrapper });
    await expect(result.current.mutateAsync({ title: 'Lesson' })).rejects.toThrow();
    expect(urls.some((url) => url.endsWith('/page/12/update'))).toBe(true);
  });
});

describe('useUploadDownload', () => {
  it('tells the share of the file sent as it goes, from 0', async () => {
    seedSignedIn(buildSession());
    const urls: string[] = [];
    class FakeXhr {
      status = 0;
      responseText = '';
      upload: { onprogress?: (e: { loaded: number; total: number }) => void } = {};
      onload?: () => void;
      open(_method: string, url: string) {
        urls.push(url);
      }
      setRequestHeader() {}
      send() {
        this.upload.onprogress?.({ loaded: 30, total: 120 });
        this.upload.onprogress?.({ loaded: 120, total: 120 });
        this.status = 422;
        this.responseText = JSON.stringify({ message: 'Too big', errors: { file: ['Too big'] } });
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const told: number[] = [];
    const { result } = renderHook(() => useUploadDownload(12, (p) => told.push(p)), { wrapper });
    await expect(result.current.mutateAsync(new File(['abc'], 'plan.pdf'))).rejects.toThrow();
    expect(told).toEqual([0, 25, 100]);
    expect(urls[0]).toMatch(/\/page\/12\/upload-download$/);
  });
});

describe('pageDisableError', () => {
  const failed = (status: number, body: unknown) =>
    new ApiError(status, body, classifyFailure(status, body));

  it('puts any disable_content error on the one page field (001 §5)', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { 'disable_content.message': [pageMessages.disableMessageRequired] },
    };
    expect(pageDisableError(failed(422, body))).toBe(pageMessages.disableMessageRequired);
  });

  it('says 001 §8’s words when the errors cannot be read', () => {
    expect(pageDisableError(failed(500, 'Bad gateway'))).toBe(pageMessages.disableFailed);
    expect(pageDisableError(failed(422, { errors: { page_id: ['x'] } }))).toBe(
      pageMessages.disableFailed,
    );
    expect(pageDisableError(new Error('offline'))).toBe(pageMessages.disableFailed);
  });
});
