import { contactColumnDefaults } from '@coachline/contract/constants';
import type { ContactTab } from '@coachline/contract/contacts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../app/queryClient';
import { buildContact, polyfillBrowser } from '../../../test/fixtures';
import { tableColumns } from '../labels';
import { ContactTable, type ContactTableProps } from './ContactTable';

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
});

const tabs: ContactTab[] = [
  { id: 1, title: 'New Lead', value: 'lead', group: 'leads', position: 1, count: 2 },
  { id: 2, title: 'Trial', value: 'trial', group: 'trials', position: 2, count: 1 },
];
const rows = [1, 2, 3].map((id) => buildContact({ id, status: id === 2 ? 'trial' : 'lead' }));

function renderTable(overrides: Partial<ContactTableProps> = {}) {
  const props: ContactTableProps = {
    id: 'contact-table',
    rows,
    columns: tableColumns.filter((c) => contactColumnDefaults[c]),
    showHeader: true,
    tabs,
    sortBy: 'date_created',
    sortDir: 'desc',
    onSort: () => undefined,
    loading: false,
    skeletonRows: 3,
    virtualize: false,
    isSelected: () => false,
    pageCheck: 'none',
    onToggleRow: () => undefined,
    onTogglePage: () => undefined,
    canSelect: true,
    inlineErrors: {},
    savingCell: null,
    onInlineSave: async () => true,
    onInlineCancel: () => undefined,
    onToggleFlag: () => undefined,
    empty: null,
    ...overrides,
  };
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/contacts']}>
          <Routes>
            <Route path="/contacts" element={<ContactTable {...props} />} />
            <Route path="/contact/:id/profile" element={<p>Profile page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  const grid = screen.getByRole('grid', { name: 'Contacts' });
  const bodyRows = within(grid).getAllByRole('row').slice(1);
  return { grid, bodyRows };
}

const key = (target: Element, k: string) => fireEvent.keyDown(target, { key: k });

describe('the contact table as a grid', () => {
  it('has one tab stop per row: every control inside a row is out of the tab order', () => {
    const { grid, bodyRows } = renderTable();
    expect(grid.getAttribute('aria-multiselectable')).toBe('true');
    expect(bodyRows.map((r) => r.tabIndex)).toEqual([0, 0, 0]);
    for (const row of bodyRows) {
      const controls = row.querySelectorAll<HTMLElement>('a, button, input');
      expect(controls.length).toBeGreaterThan(2);
      for (const control of controls) expect(control.tabIndex).toBe(-1);
    }
  });

  it('moves with the arrow keys between rows and between the controls of a row', () => {
    const { bodyRows } = renderTable();
    const [first, second, third] = bodyRows as [HTMLElement, HTMLElement, HTMLElement];
    first.focus();
    key(first, 'ArrowDown');
    expect(document.activeElement).toBe(second);
    key(second, 'ArrowRight');
    expect(document.activeElement).toBe(within(second).getByRole('checkbox'));
    key(document.activeElement!, 'ArrowRight');
    expect(document.activeElement).toBe(within(second).getByRole('link', { name: 'First2 Last2' }));
    // Down from a control goes to the same control of the next row.
    key(document.activeElement!, 'ArrowDown');
    expect(document.activeElement).toBe(within(third).getByRole('link', { name: 'First3 Last3' }));
    key(document.activeElement!, 'Escape');
    expect(document.activeElement).toBe(third);
    key(third, 'Home');
    expect(document.activeElement).toBe(first);
    key(first, 'End');
    expect(document.activeElement).toBe(third);
  });

  it('Space on a row selects it and Enter opens its profile', async () => {
    const onToggleRow = vi.fn();
    const { bodyRows } = renderTable({ onToggleRow });
    const second = bodyRows[1]!;
    second.focus();
    key(second, ' ');
    expect(onToggleRow).toHaveBeenCalledWith(2);
    key(second, 'Enter');
    expect(await screen.findByText('Profile page')).toBeTruthy();
  });

  it('shows one Name cell with the name and status chips coloured by the tab group', () => {
    const { grid, bodyRows } = renderTable();
    expect(within(grid).getByRole('columnheader', { name: /^Name/ })).toBeTruthy();
    expect(within(grid).queryByRole('columnheader', { name: /^First name/ })).toBeNull();
    expect(within(grid).queryByRole('columnheader', { name: /^Photo/ })).toBeNull();
    const chip = (row: HTMLElement, text: string) =>
      within(row).getByText(text).closest('.mantine-Badge-root')?.getAttribute('style') ?? '';
    expect(chip(bodyRows[1]!, 'Trial')).toContain('violet');
    expect(chip(bodyRows[0]!, 'New Lead')).toContain('blue');
  });
});
