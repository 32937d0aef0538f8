import type { ContactTab } from '@coachline/contract/contacts';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { polyfillBrowser } from '../../../test/fixtures';
import { StatusTabs } from './StatusTabs';

beforeAll(polyfillBrowser);
afterEach(cleanup);

const tabs: ContactTab[] = [
  { id: 1, group: 'leads', title: 'Leads', value: 'lead', position: 0, count: 7 },
  { id: 2, group: 'clients', title: 'Clients', value: 'client', position: 0, count: 3 },
];

function renderTabs(counts: Record<string, number> | undefined, estimated: boolean) {
  render(
    <MantineProvider>
      <StatusTabs
        tabs={tabs}
        counts={counts}
        estimated={estimated}
        value=""
        onChange={() => undefined}
        controls="table"
      />
    </MantineProvider>,
  );
}

describe('the status tabs', () => {
  it('show exact counts as they are', () => {
    renderTabs({ all: 12_345, lead: 12_000, client: 345 }, false);
    expect(screen.getByLabelText('12,345 contacts').textContent).toBe('12,345');
  });

  it('label estimated counts as estimates, in words and for screen readers', () => {
    renderTabs({ all: 52_345, lead: 40_123, client: 12_222 }, true);
    expect(screen.getByLabelText('about 52,000 contacts, estimated').textContent).toBe(
      'about 52,000',
    );
    expect(screen.getByLabelText('about 12,000 contacts, estimated')).toBeTruthy();
  });

  it('show the tabs’ own exact counts until the list answers', () => {
    renderTabs(undefined, true);
    expect(screen.getByLabelText('7 contacts').textContent).toBe('7');
  });
});
