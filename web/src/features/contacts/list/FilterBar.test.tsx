import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillBrowser, stubApi } from '../../../test/fixtures';
import { FilterBar, searchDebounceMs } from './FilterBar';
import { defaultListState, type ListState } from './listState';

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderBar(state: ListState, onChange: (change: Partial<ListState>) => void) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <FilterBar state={state} onChange={onChange} onClear={() => undefined} />
      </MantineProvider>
    </QueryClientProvider>
  );
}

describe('the filter bar’s search', () => {
  it('sends nothing again after Clear filters replaced it, whatever the parent re-renders', () => {
    vi.useFakeTimers();
    stubApi({ 'tag/list': { status: 1, tags: { system: [], id: [], trigger: [] }, original: [] } });
    const searching = { ...defaultListState, search: 'ann' };
    const sent: Partial<ListState>[] = [];
    const view = render(renderBar(searching, (change) => sent.push(change)));
    // Clear filters: the list state loses its search; each render brings a new callback.
    view.rerender(renderBar(defaultListState, (change) => sent.push(change)));
    view.rerender(renderBar(defaultListState, (change) => sent.push(change)));
    act(() => {
      vi.advanceTimersByTime(searchDebounceMs * 2);
    });
    expect(sent).toEqual([]);
  });
});
