import type { ContactForm } from '@coachline/contract/forms';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../app/queryClient';
import { useSession } from '../../../app/session';
import { buildContact, buildSession, polyfillBrowser, seedSignedIn } from '../../../test/fixtures';
import { DialogHost } from '../../../ui/DialogHost';
import { ContactFormsSection } from './ContactFormsSection';

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const intake: ContactForm = {
  id: 7,
  title: 'Intake',
  asset_type: 'forms',
  public_url: 'https://app.test/f/k3y',
  folder_id: null,
  ordering: 1,
  is_disabled: false,
  questions_count: 3,
  responses_count: 1,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  enabled: true,
  client_portal: false,
  sent_at: '2026-01-06T10:00:00.000Z',
  personal_url: 'https://app.test/f/k3y?c=tok',
  submissions_count: 1,
  last_submitted_at: '2026-01-07T10:00:00.000Z',
};

function serve(sent: ContactForm[]) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  const json = (body: unknown) => new Response(JSON.stringify(body));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, method: init?.method ?? 'GET', body: init?.body });
      if (url.includes('contact/enable-disable-form'))
        return json({ status: 1, message: 'Form has been updated successfully!', form: intake });
      if (url.includes('form/restrict-from-contact'))
        return json({
          status: 1,
          message: 'Form(s) have been successfully restricted from the contact!',
          restricted: 1,
        });
      const page = { current_page: 1, last_page: 1, per_page: 10, total: sent.length };
      return json({ ...page, data: sent });
    }),
  );
  return requests;
}

function renderSection() {
  seedSignedIn(buildSession());
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ContactFormsSection contact={buildContact({ id: 42 })} />
        </MemoryRouter>
        <DialogHost />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const sentTo = (requests: ReturnType<typeof serve>, path: string) =>
  requests.find((r) => r.url.includes(path));

describe('ContactFormsSection', () => {
  it('says what the section is for when no form was sent', async () => {
    const requests = serve([]);
    renderSection();
    expect(await screen.findByText('No forms yet')).toBeTruthy();
    expect(sentTo(requests, 'contact/42/forms')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send form' })).toBeTruthy();
  });

  it('switches a form off for the contact, and takes it back only once confirmed', async () => {
    const requests = serve([intake]);
    renderSection();
    const item = await screen.findByRole('listitem', { name: 'Intake' });
    fireEvent.click(within(item).getByRole('switch', { name: 'Enabled' }));
    await vi.waitFor(() => expect(sentTo(requests, 'enable-disable-form')).toBeTruthy());
    const toggle = sentTo(requests, 'enable-disable-form')!;
    expect(toggle.method).toBe('PATCH');
    expect(JSON.parse(String(toggle.body))).toEqual({ contact_id: 42, form_id: 7, enabled: false });

    fireEvent.click(within(item).getByRole('button', { name: 'Take Intake back' }));
    const confirm = await screen.findByRole('dialog');
    expect(sentTo(requests, 'restrict-from-contact')).toBeUndefined();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Take back' }));
    await vi.waitFor(() => expect(sentTo(requests, 'restrict-from-contact')).toBeTruthy());
    expect(JSON.parse(String(sentTo(requests, 'restrict-from-contact')!.body))).toEqual({
      form_ids: [7],
      contact_ids: [42],
    });
  });
});
