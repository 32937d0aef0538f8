import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../app/queryClient';
import { buildContact, polyfillBrowser } from '../../../test/fixtures';
import { DeletedContactsModal } from './DeletedContactsModal';

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const refusal =
  'These emails are already used by other contacts: back@example.test. Change or delete those contacts, then restore again.';

const deleted = buildContact({
  id: 7,
  first_name: 'Back',
  last_name: 'Again',
  email: 'back@example.test',
  deleted_at: '2026-01-06T10:00:00.000Z',
});

describe('deleted contacts', () => {
  it('says why a restore was refused: the email a live contact now has', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.includes('contact/deleted/list')) {
          const page = { data: [deleted], current_page: 1, last_page: 1, per_page: 25, total: 1 };
          return new Response(JSON.stringify(page));
        }
        const body = { message: refusal, errors: { ids: [refusal] } };
        return new Response(JSON.stringify(body), { status: 422 });
      }),
    );
    render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <DeletedContactsModal opened onClose={() => undefined} canRestore />
        </QueryClientProvider>
      </MantineProvider>,
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Back Again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });
});
