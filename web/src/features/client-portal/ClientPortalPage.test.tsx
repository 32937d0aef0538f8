import {
  type ClientPortalSettings,
  calendarTitleDefaults,
  portalOptionDefaults,
  portalTabDefaults,
  rewardSettingDefaults,
} from '@coachline/contract/client-portal';
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
import { theme } from '../../app/theme';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import { ClientPortalPage } from './ClientPortalPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const defaults: ClientPortalSettings = {
  tabs: portalTabDefaults,
  calendar: calendarTitleDefaults,
  welcome: { enabled: false, title: 'Welcome!', message: '', video_url: '' },
  announcements: [],
  navigation: [],
  settings: portalOptionDefaults,
};

const withLists: ClientPortalSettings = {
  ...defaults,
  welcome: { enabled: true, title: 'Hi team', message: 'Glad you are here.', video_url: '' },
  announcements: [
    { id: 7, title: 'Closed Monday', body: 'Holiday.', enabled: true, sort_order: 1 },
    { id: 8, title: 'Draft news', body: '', enabled: false, sort_order: 2 },
  ],
  navigation: [
    {
      id: 3,
      label: 'Shop',
      url: 'https://shop.example.com',
      open_in_new_tab: true,
      enabled: true,
      sort_order: 1,
    },
  ],
};

type Sent = { method: string; url: string; body: unknown };

/** The page's calls; a write answers `answers[path]` (status and body) or a success. */
function serve(settings: ClientPortalSettings, answers: Record<string, [number, object]> = {}) {
  const sent: Sent[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      sent.push({ method, url, body });
      const path = url.replace(/^\/api\/v3\//, '').split('?')[0] ?? '';
      if (path === 'client-portal') return json({ status: 1, settings });
      if (path === 'reward/get-user-reward')
        return json({ status: 1, setting: rewardSettingDefaults });
      const answer = answers[path];
      if (answer) return json(answer[1], answer[0]);
      if (path === 'contact/all') return json({ status: 1, data: [] });
      if (path.startsWith('reward/'))
        return json({ status: 1, message: 'Saved', setting: rewardSettingDefaults });
      return json({
        status: 1,
        message: 'Saved',
        settings,
        announcement: settings.announcements[0] ?? withLists.announcements[0],
        item: withLists.navigation[0],
      });
    }),
  );
  return sent;
}

const writes = (sent: Sent[]) => sent.filter((s) => s.method !== 'GET');

function renderPage(session = buildSession()) {
  seedSignedIn(session);
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ClientPortalPage />
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('ClientPortalPage', () => {
  it('shows the defaults, empty lists and the preview’s tab names', async () => {
    serve(defaults);
    renderPage();
    expect(await screen.findByLabelText('Classroom tab')).toHaveProperty('value', 'Classroom');
    expect(screen.getByLabelText('Morning title')).toHaveProperty('value', 'Morning');
    expect(screen.getByText('No announcements yet')).toBeTruthy();
    expect(screen.getByText('No links yet')).toBeTruthy();
    const preview = screen.getByRole('figure', { name: 'Portal preview' });
    const tabs = within(preview).getByRole('navigation', { name: 'Portal tabs' });
    expect(within(tabs).getByText('Playbooks')).toBeTruthy();
    expect(within(tabs).getByText('Progress')).toBeTruthy();
    expect(await screen.findByLabelText('Point name')).toHaveProperty('value', 'Points');
  });

  it('renames a tab in place, and puts a 422 on the field', async () => {
    const sent = serve(defaults, {
      'client-portal/rename-tab': [
        422,
        { message: 'The given data was invalid.', errors: { value: ['That name is taken'] } },
      ],
    });
    renderPage();
    const input = await screen.findByLabelText('Classroom tab');
    fireEvent.change(input, { target: { value: 'Academy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save classroom tab' }));
    await waitFor(() =>
      expect(writes(sent)).toEqual([
        {
          method: 'POST',
          url: '/api/v3/client-portal/rename-tab',
          body: { field: 'classroom', value: 'Academy' },
        },
      ]),
    );
    expect(await screen.findByText('That name is taken')).toBeTruthy();
  });

  it('refuses an empty name before sending it', async () => {
    const sent = serve(defaults);
    renderPage();
    fireEvent.change(await screen.findByLabelText('Evening title'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save evening title' }));
    expect(await screen.findByText('The value field is required')).toBeTruthy();
    expect(writes(sent)).toEqual([]);
  });

  it('lists announcements and links in order, previews the enabled ones, and deletes after a confirmation', async () => {
    const sent = serve(withLists);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Announcements' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['Closed Monday', 'Draft news']);
    expect(within(rows[0]!).getByRole('button', { name: 'Reorder Closed Monday' })).toBeTruthy();

    const preview = screen.getByRole('figure', { name: 'Portal preview' });
    expect(within(preview).getByText('Hi team')).toBeTruthy();
    expect(within(preview).getByText('Closed Monday')).toBeTruthy();
    expect(within(preview).queryByText('Draft news')).toBeNull();
    expect(within(preview).getByText('Shop')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Closed Monday' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(writes(sent)).toEqual([
        {
          method: 'DELETE',
          url: '/api/v3/client-portal/delete-announcement-settings/7',
          body: null,
        },
      ]),
    );

    fireEvent.click(screen.getByRole('switch', { name: 'Show Draft news' }));
    await waitFor(() =>
      expect(writes(sent).at(-1)).toEqual({
        method: 'POST',
        url: '/api/v3/client-portal/update-announcement-settings',
        body: { id: 8, enabled: true },
      }),
    );
  });

  it('adds an announcement to the accessed location and a link to the menu', async () => {
    const sent = serve(defaults);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add announcement' }));
    const dialog = await screen.findByRole('dialog', { name: 'New announcement' });
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'New class' } });
    fireEvent.change(within(dialog).getByLabelText(/Message/), {
      target: { value: 'Mondays at 6.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add announcement' }));
    await waitFor(() =>
      expect(writes(sent)).toEqual([
        {
          method: 'POST',
          url: '/api/v3/client-portal/1/add-new-announcement',
          body: { title: 'New class', body: 'Mondays at 6.', enabled: true },
        },
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    const linkDialog = await screen.findByRole('dialog', { name: 'New link' });
    fireEvent.change(within(linkDialog).getByLabelText(/Label/), { target: { value: 'Shop' } });
    fireEvent.change(within(linkDialog).getByLabelText(/Web address/), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(within(linkDialog).getByRole('button', { name: 'Add link' }));
    expect(
      await within(linkDialog).findByText('Enter a web address starting with http:// or https://'),
    ).toBeTruthy();
    fireEvent.change(within(linkDialog).getByLabelText(/Web address/), {
      target: { value: 'https://shop.example.com' },
    });
    fireEvent.click(within(linkDialog).getByRole('button', { name: 'Add link' }));
    await waitFor(() =>
      expect(writes(sent).at(-1)).toEqual({
        method: 'POST',
        url: '/api/v3/client-portal/update-navigation-menu',
        body: {
          label: 'Shop',
          url: 'https://shop.example.com',
          open_in_new_tab: true,
          enabled: true,
        },
      }),
    );
  });

  it('switches a portal option and the reward notification', async () => {
    const sent = serve(defaults);
    renderPage();
    fireEvent.click(await screen.findByRole('switch', { name: /^Chat/ }));
    await waitFor(() =>
      expect(writes(sent)).toEqual([
        {
          method: 'POST',
          url: '/api/v3/client-portal/update-settings',
          body: { show_chat: false },
        },
      ]),
    );
    fireEvent.click(
      await screen.findByRole('switch', { name: 'Tell contacts when they get points' }),
    );
    await waitFor(() =>
      expect(writes(sent).at(-1)).toEqual({
        method: 'PATCH',
        url: '/api/v3/reward/update-reward-notification',
        body: { notification: false },
      }),
    );
  });

  it('previews one contact’s portal with what was sent to them', async () => {
    const list = (data: object[]) => [200, { status: 1, data }] as [number, object];
    const sent = serve(defaults, {
      'contact/all': list([{ id: 42, full_name: 'Ann Client', email: 'ann@example.test' }]),
      'client-portal/playbooks': list([
        {
          id: 5,
          title: 'Kickstart',
          thumbnail: null,
          is_pinned: true,
          category: null,
          steps_count: 3,
          completed_count: 1,
        },
      ]),
      'client-portal/pages': list([]),
      'client-portal/forms': list([
        { id: 9, title: 'Intake', url: 'https://x.test/f/a', sent_at: '', submitted_at: null },
      ]),
      'client-portal/files': list([]),
    });
    renderPage();
    const preview = await screen.findByRole('figure', { name: 'Portal preview' });
    expect(within(preview).queryByRole('region', { name: 'Playbooks' })).toBeNull();
    const picker = screen.getByRole('textbox', { name: 'Preview as' });
    fireEvent.focus(picker);
    fireEvent.click(picker);
    fireEvent.click(
      await screen.findByRole('option', { name: 'Ann Client (ann@example.test)', hidden: true }),
    );
    const playbooks = await within(preview).findByRole('region', { name: 'Playbooks' });
    expect(within(playbooks).getByText('Kickstart')).toBeTruthy();
    expect(within(preview).getByRole('region', { name: 'Forms' }).textContent).toContain('Intake');
    expect(within(preview).getByRole('region', { name: 'Pages' }).textContent).toContain(
      'Nothing yet',
    );
    expect(sent.some((s) => s.url.endsWith('client-portal/files?contact_id=42'))).toBe(true);
  });

  it('keeps the portal calendar: a month of events by day, and a new event in a modal', async () => {
    const event = {
      id: 4,
      title: 'Bootcamp',
      description: '',
      location: 'Park',
      date: '2026-12-03',
      start_time: '07:00',
      end_time: '08:00',
      part: 'morning',
      everyone: true,
      contacts: [],
    };
    const sent = serve(defaults, {
      'calendar/events': [200, { status: 1, data: [event] }],
      'calendar/create-event': [
        422,
        { message: 'The given data was invalid.', errors: { title: ['That title is taken'] } },
      ],
    });
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Calendar' }));
    const day = await screen.findByRole('region', { name: /December 3|3 December/ });
    expect(within(day).getByText('Bootcamp')).toBeTruthy();
    expect(within(day).getByText('07:00–08:00')).toBeTruthy();
    expect(within(day).getByText('Morning')).toBeTruthy();
    expect(sent.find((s) => s.url.includes('calendar/events'))?.url).toMatch(
      /from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Add event' }));
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Yoga' } });
    fireEvent.change(within(dialog).getByLabelText(/^Starts/), { target: { value: '18:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add event' }));
    expect(await within(dialog).findByText('That title is taken')).toBeTruthy();
    const created = writes(sent).find((s) => s.url.endsWith('calendar/create-event'));
    expect(created?.body).toMatchObject({ title: 'Yoga', start_time: '18:00', everyone: true });

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Chosen contacts' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add event' }));
    expect(
      await within(dialog).findByText(
        'Choose the contacts who see this event, or show it to everyone',
      ),
    ).toBeTruthy();
  });

  it('shows a viewer the setting without ways to change it', async () => {
    serve(withLists);
    renderPage(
      buildSession(
        { company_id: 1, is_organization_owner: false, user_type: 'company_user' },
        { 'client-portal': { view: true } },
      ),
    );
    await screen.findByRole('list', { name: 'Announcements' });
    expect(screen.queryByRole('button', { name: 'Add announcement' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Closed Monday' })).toBeNull();
    expect(screen.getByLabelText('Classroom tab').matches(':disabled')).toBe(true);
    expect(screen.getByRole('switch', { name: 'Show Closed Monday' }).matches(':disabled')).toBe(
      true,
    );
    expect(screen.queryByRole('heading', { name: 'Rewards' })).toBeNull();
  });
});
