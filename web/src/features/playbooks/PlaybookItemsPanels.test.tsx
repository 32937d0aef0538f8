import {
  type PlaybookDetails,
  playbookDefaults,
  playbookMessages,
} from '@coachline/contract/playbooks';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { polyfillBrowser } from '../../test/fixtures';
import { ToastContainer } from '../../ui/ToastContainer';
import { ButtonsPanel, FaqPanel } from './PlaybookItemsPanels';

configure({ asyncUtilTimeout: 5000 });

beforeAll(() => polyfillBrowser());
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const button = (id: number, kind: 'custom' | 'action', label: string, ordering: number) => ({
  id,
  kind,
  label,
  url: 'https://example.com',
  color: '#2C3E50',
  open_in_new_tab: true,
  ordering,
});

const playbook = (over: Partial<PlaybookDetails> = {}): PlaybookDetails => ({
  id: 4,
  title: 'Guide',
  asset_type: 'playbooks',
  category_id: null,
  folder_id: null,
  ordering: 1,
  is_pinned: false,
  all_clients: false,
  thumbnail: null,
  steps_count: 0,
  users_count: 0,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  settings: playbookDefaults,
  steps: [],
  downloads: [],
  faqs: [],
  buttons: [],
  ...over,
});

/** Every call's URL and body, answered with the playbook as the server would. */
function serve(message: string) {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init?.body ?? '{}')) });
      return new Response(JSON.stringify({ status: 1, message, playbook: playbook() }));
    }),
  );
  return sent;
}

function renderWith(children: React.ReactNode) {
  render(
    <MantineProvider>
      <ToastContainer />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the playbook items', () => {
  it('adds the first FAQ entry from the empty list', async () => {
    const sent = serve(playbookMessages.faqSaved);
    renderWith(<FaqPanel playbook={playbook()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add FAQ entry' }));
    const question = await screen.findByRole('textbox', { name: 'Question' });
    fireEvent.change(question, { target: { value: 'How long?' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Answer' }), {
      target: { value: 'Six weeks.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toContain('/playbook/4/save-faq');
    expect(sent[0]!.body).toEqual({ question: 'How long?', answer: 'Six weeks.' });
    await screen.findByText(playbookMessages.faqSaved);
  });

  it('moves a button within its own kind only', async () => {
    const sent = serve(playbookMessages.buttonsSorted);
    renderWith(
      <ButtonsPanel
        playbook={playbook({
          buttons: [
            button(1, 'custom', 'Book', 1),
            button(2, 'custom', 'Call', 2),
            button(3, 'action', 'Message me', 1),
          ],
        })}
      />,
    );
    expect(
      (screen.getByRole('button', { name: 'Move Book up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Move Message me down' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Call up' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toContain('/playbook/sort-custom-button');
    expect(sent[0]!.body).toEqual({ playbook_id: 4, button_ids: [2, 1] });
  });
});
