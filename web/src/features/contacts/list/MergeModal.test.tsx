import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../app/queryClient';
import { buildContact, polyfillBrowser } from '../../../test/fixtures';
import { MergeModal } from './MergeModal';

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const kept = buildContact({
  id: 1,
  first_name: 'Dana',
  last_name: 'Lee',
  email: 'dana@example.test',
  number: null,
  custom_fields: { shirt: 'S' },
});
const other = buildContact({
  id: 2,
  first_name: 'Danielle',
  last_name: 'Lee',
  email: 'danielle@example.test',
  number: '+12125550100',
  custom_fields: { shirt: 'L' },
});

describe('merging two contacts', () => {
  it('shows the differing fields side by side and sends each picked value', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify({ status: 1, message: 'Merged', contact: kept }));
      }),
    );
    const onDone = vi.fn();
    render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <MergeModal
            opened
            contacts={[kept, other]}
            tabs={[]}
            onClose={() => undefined}
            onDone={onDone}
          />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const email = await screen.findByRole('radiogroup', { name: 'Email' });
    // The kept contact's value is picked first; an empty one gives way to the other's.
    expect(within(email).getByRole('radio', { name: 'dana@example.test' })).toHaveProperty(
      'checked',
      true,
    );
    const phone = screen.getByRole('radiogroup', { name: 'Phone' });
    expect(within(phone).getByRole('radio', { name: '+1 212 555 0100' })).toHaveProperty(
      'checked',
      true,
    );
    // Fields with the same value in both (last name, status) need no pick.
    expect(screen.queryByRole('radiogroup', { name: 'Last name' })).toBeNull();
    fireEvent.click(within(email).getByRole('radio', { name: 'danielle@example.test' }));
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'shirt' })).getByRole('radio', { name: 'L' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Merge contacts' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        contact_ids: [1, 2],
        survivor_id: 1,
        values: { first_name: 1, email: 2, number: 2 },
        custom_fields: { shirt: 2 },
      },
    ]);
  });
});
