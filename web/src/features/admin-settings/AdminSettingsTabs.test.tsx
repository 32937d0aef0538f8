import type { RefreshResponse } from '@coachline/contract/auth';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import { AdminSettingsPage } from './AdminSettingsPage';

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

type Answer = { status?: number; body: unknown };
type Routes = Record<string, Answer | ((body: unknown) => Answer)>;
type Sent = { key: string; body: unknown };

/** Answers `METHOD path` from `routes` (404 otherwise) and records what was sent. */
function stubCalls(routes: Routes): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace(/^\/api\/v3\//, '').split('?')[0] ?? '';
      const key = `${init?.method ?? 'GET'} ${path}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ key, body });
      const route = routes[key];
      const answer = typeof route === 'function' ? route(body) : route;
      if (!answer) return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 });
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return sent;
}

const currencies = [
  {
    name: 'US Dollar',
    symbol: '$',
    symbolNative: '$',
    decimalDigits: 2,
    rounding: 0,
    code: 'USD',
    namePlural: 'US dollars',
  },
  {
    name: 'Canadian Dollar',
    symbol: 'CA$',
    symbolNative: '$',
    decimalDigits: 2,
    rounding: 0,
    code: 'CAD',
    namePlural: 'Canadian dollars',
  },
];

function renderAt(path: string, session: RefreshResponse = buildSession()) {
  seedSignedIn({ ...session, currencies });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AdminSettingsPage />
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const accountSetting = {
  account_id: 1,
  is_primary: true,
  businessname: 'Owner Gym',
  business_type: null,
  business_email: null,
  phone: null,
  website: null,
  timezone: 'UTC',
  currency: 'USD',
  address_line1: null,
  address_line2: null,
  city: null,
  state: null,
  postal_code: null,
  country: null,
  updated_at: null,
};

/** A portal teaser as the list answers it, switched off. */
const teaser = {
  id: 7,
  kind: 'workouts',
  label: 'Workouts',
  setting_value: JSON.stringify({
    headline: 'Unlock Workouts',
    description: '',
    button_label: 'Learn more',
    button_url: null,
  }),
  enabled: false,
  updated_at: null,
};

describe('Admin Settings tabs', () => {
  it('opens Account for a tab it does not know, and a module’s first tab for a module alone', async () => {
    stubCalls({
      'GET admin-setting/1/account-setting': { body: { status: 1, setting: accountSetting } },
    });
    renderAt('/admin-settings?tab=nothing-here');
    expect(await screen.findByRole('tab', { name: 'Account', selected: true })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Business name' })).toBeTruthy();
    cleanup();
    stubCalls({});
    renderAt('/admin-settings?module=integrations');
    expect(await screen.findByRole('tab', { name: 'Integrations', selected: true })).toBeTruthy();
  });

  it('shows the audit log to the organization’s own administrators only', async () => {
    stubCalls({
      'GET admin-setting/1/account-setting': { body: { status: 1, setting: accountSetting } },
    });
    renderAt('/admin-settings');
    expect(await screen.findByRole('tab', { name: 'Audit log' })).toBeTruthy();
    for (const session of [
      buildSession({ is_company_location: true, company_id: 1, location_id: 2 }),
      // An administrator of organization 7 acting in this one.
      buildSession({ company_id: 7 }),
    ]) {
      cleanup();
      renderAt('/admin-settings?tab=audit-log', session);
      expect(await screen.findByRole('tab', { name: 'Account', selected: true })).toBeTruthy();
      expect(screen.queryByRole('tab', { name: 'Audit log' })).toBeNull();
    }
  });

  it('saves the account’s details and puts a refusal on its field', async () => {
    let refuse = true;
    const sent = stubCalls({
      'GET admin-setting/1/account-setting': { body: { status: 1, setting: accountSetting } },
      'PATCH admin-setting/1/update-account-setting': (body) =>
        refuse
          ? {
              status: 422,
              body: { message: 'Invalid', errors: { phone: ['The phone number is not valid.'] } },
            }
          : {
              body: {
                status: 1,
                message: 'Account settings have been updated successfully!',
                setting: { ...accountSetting, ...(body as object), updated_at: 'now' },
              },
            },
    });
    renderAt('/admin-settings?module=account&tab=account');
    const name = await screen.findByRole('textbox', { name: 'Business name' });
    fireEvent.change(name, { target: { value: 'Harbour Strength' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The phone number is not valid.')).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.filter((s) => s.key.startsWith('PATCH')).length).toBe(2));
    expect(sent.filter((s) => s.key.startsWith('PATCH')).at(-1)?.body).toMatchObject({
      businessname: 'Harbour Strength',
      phone: '12',
      currency: 'USD',
      timezone: 'UTC',
      website: null,
    });
  });

  it('asks before leaving the tab with unsaved changes', async () => {
    stubCalls({
      'GET admin-setting/1/account-setting': { body: { status: 1, setting: accountSetting } },
    });
    renderAt('/admin-settings?tab=account');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Business name' }), {
      target: { value: 'Not saved yet' },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Client portal' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('tab', { name: 'Account', selected: true })).toBeTruthy();
  });

  it('keeps every account field read-only for a user who may only view', async () => {
    stubCalls({
      'GET admin-setting/1/account-setting': { body: { status: 1, setting: accountSetting } },
    });
    renderAt(
      '/admin-settings?tab=account',
      buildSession(
        { company_id: 1, user_type: 'company_user', is_organization_owner: false },
        {
          'admin-settings': { view: true },
        },
      ),
    );
    const name = await screen.findByRole('textbox', { name: 'Business name' });
    expect(name.closest('fieldset')?.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('takes the portal logo from the image library, as a whole address', async () => {
    const logo = {
      id: 4,
      img_src: '/uploads/media/1/180x60/logo.png',
      is_cropped: 1,
      type: '180x60',
      width: 180,
      height: 60,
      bytes: 900,
      folder_id: null,
      created_by: 1,
      created_at: '2026-11-25T05:00:00.000Z',
    };
    stubCalls({
      'GET admin-setting/1/portal-setting': {
        body: {
          status: 1,
          setting: {
            portal_name: 'Owner Gym',
            subdomain: 'owner',
            portal_url: null,
            logo_url: '',
            brand_color: '#1971C2',
            welcome_message: '',
            support_email: '',
            account_id: 1,
            updated_at: null,
          },
        },
      },
      'GET image-library/image-types': {
        body: { status: 1, types: [], library_filters: [], free_images: false },
      },
      'GET folder/images/list': { body: { status: 1, folders: [], breadcrumb: [] } },
      'GET image-library/list': {
        body: { data: [logo], current_page: 1, last_page: 1, per_page: 12, total: 1 },
      },
    });
    renderAt('/admin-settings?tab=portal');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose logo' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'My Library' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use image 4, 180×60' }));
    const address = (await screen.findByRole('textbox', { name: 'Logo URL' })) as HTMLInputElement;
    await waitFor(() =>
      expect(address.value).toBe(`${window.location.origin}/uploads/media/1/180x60/logo.png`),
    );
  });

  it('saves the user’s contact profile layout', async () => {
    const sent = stubCalls({
      'PATCH user/update-contact-profile-setting': {
        body: { status: 1, message: 'Saved', contact_profile_setting: { rewards: false } },
      },
    });
    const session = buildSession();
    renderAt('/admin-settings?tab=contact-profile', {
      ...session,
      contact_profile_setting: { notes: true, rewards: true, stats: false },
    });
    const group = await screen.findByRole('group', { name: 'Shown on the profile' });
    const stats = within(group).getByRole('checkbox', { name: 'Stats' }) as HTMLInputElement;
    expect(stats.checked).toBe(false);
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Rewards' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((s) => s.key.startsWith('PATCH'))).toBe(true));
    expect(sent.find((s) => s.key.startsWith('PATCH'))?.body).toMatchObject({
      contact_profile_setting: { notes: true, rewards: false, stats: false, groups: true },
    });
  });

  it('switches a portal teaser and saves its words as JSON text', async () => {
    const answer = (changes: object) => ({
      body: { status: 1, message: 'ok', setting: { ...teaser, ...changes } },
    });
    const sent = stubCalls({
      'GET tease-settings/list': { body: { status: 1, data: [teaser] } },
      'PATCH tease-settings/7/enable-disable': answer({ enabled: true }),
      'PATCH tease-settings/7/update': answer({}),
    });
    renderAt('/admin-settings?tab=teasers');
    const card = await screen.findByRole('region', { name: 'Workouts teaser' });
    fireEvent.click(within(card).getByRole('switch', { name: 'Show the Workouts teaser' }));
    await waitFor(() =>
      expect(sent.find((s) => s.key === 'PATCH tease-settings/7/enable-disable')?.body).toEqual({
        enabled: true,
      }),
    );
    fireEvent.change(within(card).getByRole('textbox', { name: 'Headline' }), {
      target: { value: 'Train with us' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Save workouts teaser' }));
    await waitFor(() =>
      expect(sent.some((s) => s.key === 'PATCH tease-settings/7/update')).toBe(true),
    );
    const update = sent.find((s) => s.key === 'PATCH tease-settings/7/update')!.body as {
      setting_value: string;
    };
    expect(JSON.parse(update.setting_value)).toEqual({
      headline: 'Train with us',
      description: '',
      button_label: 'Learn more',
      button_url: null,
    });
  });

  it('keeps what is typed in a teaser when its switch brings the list back changed', async () => {
    let enabled = false;
    const now = () => ({ ...teaser, enabled, updated_at: enabled ? '2026-11-25T03:00:00Z' : null });
    const sent = stubCalls({
      'GET tease-settings/list': () => ({ body: { status: 1, data: [now()] } }),
      'PATCH tease-settings/7/enable-disable': () => {
        enabled = true;
        return { body: { status: 1, message: 'ok', setting: now() } };
      },
      'PATCH tease-settings/7/update': () => ({
        body: { status: 1, message: 'ok', setting: now() },
      }),
    });
    renderAt('/admin-settings?tab=teasers');
    const card = await screen.findByRole('region', { name: 'Workouts teaser' });
    fireEvent.change(within(card).getByRole('textbox', { name: 'Headline' }), {
      target: { value: 'Train with us' },
    });
    fireEvent.click(within(card).getByRole('switch', { name: 'Show the Workouts teaser' }));
    // The list comes back with the teaser shown and a new updated_at.
    await waitFor(() =>
      expect(sent.filter((s) => s.key === 'GET tease-settings/list')).toHaveLength(2),
    );
    await screen.findByText('Shown');
    const kept = screen.getByRole('region', { name: 'Workouts teaser' });
    expect(within(kept).getByRole('textbox', { name: 'Headline' })).toHaveProperty(
      'value',
      'Train with us',
    );
    fireEvent.click(within(kept).getByRole('button', { name: 'Save workouts teaser' }));
    await waitFor(() =>
      expect(sent.some((s) => s.key === 'PATCH tease-settings/7/update')).toBe(true),
    );
    expect(sent.find((s) => s.key === 'PATCH tease-settings/7/update')!.body).toMatchObject({
      enabled: true,
    });
  });

  it('shows a new landing token once, with a copy button, and the upgrade without funnels', async () => {
    stubCalls({
      'GET user/landing-token': { body: { status: 1, landing_token: null, has_funnels: true } },
      'POST user/generate-landing-token': {
        body: {
          status: 1,
          message: 'A new landing token has been generated.',
          token: 'tok-123456789',
          timestamp: 1_700_000_000,
          landing_token: { masked: '••••6789', created_at: '2026-01-05T10:00:00.000Z' },
        },
      },
    });
    renderAt('/admin-settings?tab=funnel-builder');
    fireEvent.click(await screen.findByRole('button', { name: 'Generate token' }));
    expect(await screen.findByLabelText('New landing token')).toBeTruthy();
    expect(screen.getByText('tok-123456789')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy landing token' })).toBeTruthy();

    cleanup();
    queryClient.clear();
    stubCalls({
      'GET user/landing-token': { body: { status: 1, landing_token: null, has_funnels: false } },
    });
    renderAt('/admin-settings?tab=funnel-builder');
    expect(
      await screen.findByText(
        'Funnels are not included in your plan. Upgrade your plan to use funnels.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe(
      '/account-billing?tab=plans',
    );
  });

  it('asks before sending a new access key, and shows it masked', async () => {
    const sent = stubCalls({
      'GET admin-setting/access-key': {
        body: {
          status: 1,
          access_key: { masked: 'clk_••••abcd', created_at: '2026-01-05T10:00:00.000Z' },
          owner_email: 'owner@example.com',
        },
      },
      'POST admin-setting/send-access-key': {
        body: {
          status: 1,
          message: 'A new access key has been sent to owner@example.com.',
          access_key: { masked: 'clk_••••wxyz', created_at: '2026-01-06T10:00:00.000Z' },
          owner_email: 'owner@example.com',
        },
      },
    });
    renderAt('/admin-settings?tab=access-key');
    expect((await screen.findByLabelText('Current access key')).textContent).toBe('clk_••••abcd');
    fireEvent.click(screen.getByRole('button', { name: 'Send a new access key' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/The current key stops working at once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sent.some((s) => s.key === 'POST admin-setting/send-access-key')).toBe(true),
    );
  });
});
