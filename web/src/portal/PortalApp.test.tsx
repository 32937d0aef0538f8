import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillBrowser } from '../test/fixtures';
import { PortalApp } from './PortalApp';
import { portalToken } from './session';

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const brand = {
  account_id: 0,
  name: 'Iron Gym',
  logo_url: null,
  brand_color: '#1864ab',
  support_email: null,
};
const contact = {
  id: 7,
  first_name: 'Ada',
  last_name: 'Lane',
  email: 'ada@example.com',
  member_id: null,
  photo: null,
};
const home = {
  status: 1,
  settings: {
    tabs: {
      classroom: 'Academy',
      playbook: 'Programs',
      page: 'Lessons',
      form: 'Forms',
      workout: 'Workouts',
      file: 'Files',
      calendar: 'Calendar',
      progress: 'Progress',
    },
    calendar: { morning_text: 'Morning', afternoon_text: 'Afternoon', evening_text: 'Evening' },
    welcome: null,
    announcements: [{ id: 1, title: 'Closed Monday', body: '<b>Back Tuesday</b>' }],
    navigation: [],
    settings: { show_rewards: true, show_chat: false, show_calendar: true },
    rewards: { point_name: 'Stars', point_currency: '' },
  },
  playbooks: [],
  pages: [],
  forms: [],
  files: [],
  rewards: { balance: 12 },
  today: {
    date: '2026-12-03',
    morning: [],
    afternoon: [
      {
        id: 3,
        title: 'Lunch walk',
        description: '',
        location: 'Front desk',
        date: '2026-12-03',
        start_time: '12:30',
        end_time: null,
        part: 'afternoon',
      },
    ],
    evening: [],
  },
};
const emptyDay = (date: string) => ({
  status: 1,
  day: { date, morning: [], afternoon: [], evening: [] },
});

/** The portal of location `account` answering as a server would; the sign-in takes `secret`. */
function servePortal(account: number) {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const signedIn = new Headers(init?.headers).get('Authorization') === 'Bearer tok';
      if (url === `/api/v3/portal/${account}/brand`)
        return json({ status: 1, brand: { ...brand, account_id: account } });
      if (url === `/api/v3/portal/${account}/sign-in`) {
        const { password } = JSON.parse(String(init?.body));
        return password === 'secret'
          ? json({ status: 1, token: 'tok', account_id: account, contact })
          : json(
              {
                message: 'These credentials do not match our records.',
                errors: { email: ['These credentials do not match our records.'] },
              },
              422,
            );
      }
      if (!signedIn) return json({ message: 'Unauthenticated.' }, 401);
      if (url === '/api/v3/portal/me')
        return json({ status: 1, contact, brand: { ...brand, account_id: account } });
      if (url === '/api/v3/portal/home') return json(home);
      const day = /^\/api\/v3\/portal\/calendar\?date=([\d-]+)$/.exec(url)?.[1];
      if (day) return json(emptyDay(day));
      return json({ message: 'Not found.' }, 404);
    }),
  );
}

const portalNav = () => screen.getByRole('navigation', { name: 'Portal' });

describe('the client portal', () => {
  it('signs a contact in, showing a refusal on its field, then opens on the home', async () => {
    servePortal(4);
    window.history.pushState(null, '', '/portal/4');
    render(<PortalApp />);
    await screen.findByRole('heading', { name: 'Iron Gym' });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('These credentials do not match our records.');
    expect(portalToken(4)).toBeNull();

    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Hi Ada!' });
    expect(portalToken(4)).toBe('tok');
    // The coach's words: tab names, the point name, an announcement as text, never as HTML.
    await screen.findByText('<b>Back Tuesday</b>');
    expect(screen.getByRole('link', { name: 'Academy' })).toBeTruthy();
    expect(screen.getByText('Your Stars')).toBeTruthy();
    // Six places: the bar shows four and More lists the rest; Chat is switched off here.
    expect(within(portalNav()).getAllByRole('link')).toHaveLength(4);
    fireEvent.click(within(portalNav()).getByRole('button', { name: 'More' }));
    // jsdom lays nothing out, so the floating menu counts as hidden there.
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual(['Calendar', 'Rewards']);
  });

  it('goes back to its sign-in when the session is refused', async () => {
    servePortal(5);
    localStorage.setItem('coachline.portal.5', 'expired');
    window.history.pushState(null, '', '/portal/5');
    render(<PortalApp />);
    await screen.findByRole('button', { name: 'Sign in' });
    expect(portalToken(5)).toBeNull();
  });

  it('says a page that does not exist is not found', async () => {
    servePortal(6);
    window.history.pushState(null, '', '/portal/abc');
    render(<PortalApp />);
    await screen.findByRole('heading', { name: 'Page not found' });
  });

  it('shows today on the home, and a week to pick a day from on the calendar', async () => {
    servePortal(6);
    localStorage.setItem('coachline.portal.6', 'tok');
    window.history.pushState(null, '', '/portal/6');
    render(<PortalApp />);
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByRole('region', { name: 'Afternoon' }).textContent).toContain(
      'Lunch walk',
    );
    expect(within(today).queryByRole('region', { name: 'Morning' })).toBeNull();
    fireEvent.click(within(portalNav()).getByRole('button', { name: 'More' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Calendar' }));
    await screen.findByRole('heading', { name: /^Today, / });
    expect(
      within(portalNav()).getByRole('button', { name: 'More, Calendar open' }).dataset.current,
    ).toBe('true');
    await screen.findByText('Nothing planned for this day.');
    const week = screen.getByRole('group', { name: 'Week' });
    expect(within(week).getAllByRole('button', { pressed: true })).toHaveLength(1);
    fireEvent.click(within(week).getByRole('button', { name: 'Next week' }));
    expect(new URLSearchParams(window.location.search).get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.queryByRole('heading', { name: /^Today, / })).toBeNull();
  });
});
