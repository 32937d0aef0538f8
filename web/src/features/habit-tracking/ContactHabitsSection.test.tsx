import { habitMessages } from '@coachline/contract/habit-tracking';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { theme } from '../../app/theme';
import { buildContact, buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import { ContactHabitsSection } from './ContactHabitsSection';
import { buildTracking, serveHabits } from './fixtures';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));

configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  polyfillBrowser();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const ann = buildContact({ id: 41, first_name: 'Ann', last_name: 'Lee' });
const january = buildTracking(5, 'Healthy January');
const sleep = buildTracking(6, 'Sleep better');

const standing = {
  contact_id: 41,
  full_name: 'Ann Lee',
  today: { done: 1, total: 3 },
  week: { done: 5, total: 21, percent: 23.8 },
  score: 12,
  current_streak: 2,
};

/** The contact is on tracking 5 only, unless `onNone`. */
function serve(onNone = false) {
  return serveHabits((_method, path, _body, url) => {
    if (path === 'habit-tracking/list-all') return { status: 1, data: [january, sleep] };
    if (path === 'habit-tracking/current-progress')
      return {
        status: 1,
        data: !onNone && url.includes('habit_tracking_id=5') ? [standing] : [],
      };
    if (path === 'habit-tracking/add-contact')
      return { status: 1, message: habitMessages.contactAdded };
    return undefined;
  });
}

function renderSection() {
  seedSignedIn(buildSession());
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ContactHabitsSection contact={ann} />
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the contact’s habit trackings', () => {
  it('shows the trackings the contact is on and puts them on another', async () => {
    const sent = serve();
    renderSection();
    const item = await screen.findByRole('listitem', { name: 'Healthy January' });
    expect(within(item).getByText(/12 points · 2 days streak · today 1 of 3 habits/)).toBeTruthy();
    expect(
      within(item)
        .getByRole('link', { name: 'Habits of the contact on Healthy January' })
        .getAttribute('href'),
    ).toBe('/habit-tracking/5/edit?tab=contacts&contact=41');
    expect(screen.queryByRole('listitem', { name: 'Sleep better' })).toBeNull();
    expect(sent.filter((s) => s.path === 'habit-tracking/current-progress')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Add to habit tracking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to habit tracking' });
    fireEvent.click(within(dialog).getByRole('textbox', { name: /^Habit tracking/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sleep better', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.path === 'habit-tracking/add-contact')?.url).toBe(
        '/api/v3/habit-tracking/add-contact?habit_tracking_id=6&contact_id=41',
      ),
    );
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(habitMessages.contactAdded));
  });

  it('offers the first tracking when the contact is on none', async () => {
    serve(true);
    renderSection();
    expect(await screen.findByText('Not on a habit tracking')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to habit tracking' })).toBeTruthy();
  });
});
