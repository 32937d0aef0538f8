import type { ContactForm } from '@coachline/contract/forms';
import type { ContactPage } from '@coachline/contract/pages';
import type { ContactPlaybook } from '@coachline/contract/playbooks';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildContact, buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import { ContactFormsSection } from '../forms/responses/ContactFormsSection';
import { ContactPagesSection } from '../pages/ContactPagesSection';
import { ContactPlaybooksSection } from '../playbooks/ContactPlaybooksSection';

// The contact profile's shared section, through each kind: forms add links and responses,
// pages their switches, playbooks their progress.

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const sent = { sent_at: '2026-01-06T10:00:00.000Z', enabled: true };
const dates = { created_at: '2026-01-05T10:00:00.000Z', updated_at: '2026-01-05T10:00:00.000Z' };
const listed = { folder_id: null, ordering: 1, ...dates };

const intake: ContactForm = {
  id: 7,
  title: 'Intake',
  asset_type: 'forms',
  public_url: 'https://app.test/f/k3y',
  is_disabled: false,
  questions_count: 3,
  responses_count: 1,
  client_portal: false,
  personal_url: 'https://app.test/f/k3y?c=tok',
  submissions_count: 1,
  last_submitted_at: '2026-01-07T10:00:00.000Z',
  ...listed,
  ...sent,
};

const lesson: ContactPage = {
  id: 4,
  title: 'Week one',
  asset_type: 'pages',
  is_disabled: false,
  disable_message: 'Soon',
  cover_image: null,
  members_count: 1,
  downloads_count: 0,
  client_portal: true,
  ...listed,
  ...sent,
};

const onboarding: ContactPlaybook = {
  id: 9,
  title: 'Onboarding',
  asset_type: 'playbooks',
  category_id: null,
  is_pinned: false,
  all_clients: false,
  thumbnail: null,
  steps_count: 4,
  users_count: 1,
  sent_at: sent.sent_at,
  completed_steps: 2,
  last_viewed_at: null,
  ...listed,
};

/** Answers the writes by their path, every other call with the page of `rows`. */
function serve(rows: unknown[], writes: Record<string, unknown> = {}) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({
        url,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      const write = Object.keys(writes).find((path) => url.includes(path));
      if (write) return new Response(JSON.stringify(writes[write]));
      const page = { current_page: 1, last_page: 1, per_page: 10, total: rows.length };
      return new Response(JSON.stringify({ ...page, data: rows }));
    }),
  );
  return requests;
}

function renderSection(section: ReactNode) {
  seedSignedIn(buildSession());
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          {section}
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const sentTo = (requests: ReturnType<typeof serve>, path: string) =>
  requests.find((r) => r.url.includes(path));

/** Takes the row's asset back through the confirmation, sending nothing before it. */
async function takeBack(requests: ReturnType<typeof serve>, item: HTMLElement, title: string) {
  fireEvent.click(within(item).getByRole('button', { name: `Take ${title} back` }));
  const confirm = await screen.findByRole('dialog');
  expect(sentTo(requests, 'restrict-from-contact')).toBeUndefined();
  fireEvent.click(within(confirm).getByRole('button', { name: 'Take back' }));
  await vi.waitFor(() => expect(sentTo(requests, 'restrict-from-contact')).toBeTruthy());
  return { confirm, body: sentTo(requests, 'restrict-from-contact')!.body };
}

describe('ContactAssetsSection', () => {
  it('says what the forms section is for when no form was sent', async () => {
    const requests = serve([]);
    renderSection(<ContactFormsSection contact={buildContact({ id: 42 })} />);
    expect(await screen.findByText('No forms yet')).toBeTruthy();
    expect(sentTo(requests, 'contact/42/forms')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send form' })).toBeTruthy();
  });

  it('switches a form off for the contact, and takes it back only once confirmed', async () => {
    const requests = serve([intake], {
      'contact/enable-disable-form': {
        status: 1,
        message: 'Form has been updated successfully!',
        form: intake,
      },
      'form/restrict-from-contact': {
        status: 1,
        message: 'Form(s) have been successfully restricted from the contact!',
        restricted: 1,
      },
    });
    renderSection(<ContactFormsSection contact={buildContact({ id: 42 })} />);
    const item = await screen.findByRole('listitem', { name: 'Intake' });
    fireEvent.click(within(item).getByRole('switch', { name: 'Enabled' }));
    await vi.waitFor(() => expect(sentTo(requests, 'enable-disable-form')).toBeTruthy());
    const toggle = sentTo(requests, 'enable-disable-form')!;
    expect(toggle.method).toBe('PATCH');
    expect(toggle.body).toEqual({ contact_id: 42, form_id: 7, enabled: false });

    const { body } = await takeBack(requests, item, 'Intake');
    expect(body).toEqual({ form_ids: [7], contact_ids: [42] });
  });

  it('offers to send a page when none was sent', async () => {
    serve([]);
    renderSection(<ContactPagesSection contact={buildContact({ id: 9 })} />);
    await screen.findByRole('heading', { name: 'No pages yet' });
    expect(screen.getByRole('button', { name: 'Send page' })).toBeTruthy();
  });

  it('switches a page off for the contact', async () => {
    const requests = serve([lesson], {
      'contact/enable-disable-page': {
        status: 1,
        message: 'Page has been disabled successfully!',
        page: { ...lesson, enabled: false },
      },
    });
    renderSection(<ContactPagesSection contact={buildContact({ id: 9 })} />);
    const list = await screen.findByRole('list', { name: 'Pages of the contact' });
    fireEvent.click(within(list).getByRole('switch', { name: 'Enabled' }));
    await vi.waitFor(() =>
      expect(sentTo(requests, 'contact/enable-disable-page')).toMatchObject({
        method: 'PATCH',
        body: { contact_id: 9, page_id: 4, enabled: false },
      }),
    );
  });

  it("opens the kind's picker to send playbooks", async () => {
    const requests = serve([], {
      'list-all': { status: 1, truncated: false, data: [onboarding] },
    });
    renderSection(<ContactPlaybooksSection contact={buildContact({ id: 42 })} />);
    expect(await screen.findByText('No playbooks yet')).toBeTruthy();
    expect(sentTo(requests, 'contact/42/playbooks')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send playbook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send playbooks' });
    expect(within(dialog).getByText('The location’s playbooks, by title.')).toBeTruthy();
    await vi.waitFor(() => expect(sentTo(requests, 'playbook/list-all')).toBeTruthy());
  });

  it('links a playbook to its editor, with its progress, and takes it back', async () => {
    const requests = serve([onboarding], {
      'restrict-from-contact': { status: 1, message: 'Taken back!', restricted: 1 },
    });
    renderSection(<ContactPlaybooksSection contact={buildContact({ id: 42 })} />);
    const item = await screen.findByRole('listitem', { name: 'Onboarding' });
    expect(within(item).getByRole('link', { name: 'Onboarding' }).getAttribute('href')).toBe(
      '/playbook/9/edit',
    );
    expect(within(item).getByText(/2 of 4 steps completed/)).toBeTruthy();
    const { confirm, body } = await takeBack(requests, item, 'Onboarding');
    expect(
      within(confirm).getByText(
        'Onboarding will be taken back from this contact, with their progress in it.',
      ),
    ).toBeTruthy();
    expect(body).toEqual({ playbook_ids: [9], contact_ids: [42] });
  });
});
