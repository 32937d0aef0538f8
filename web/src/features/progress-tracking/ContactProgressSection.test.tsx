import { progressMessages } from '@coachline/contract/progress-tracking';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillBrowser } from '../../test/fixtures';
import { ContactProgressSection } from './ContactProgressSection';
import { buildTracking } from './fixtures';
import { renderAt, resetAfterTest, serveApi } from './testing';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(resetAfterTest);

const weekly = buildTracking(1, 'Weekly check-in');
const cut = buildTracking(2, 'Cut 2027');

function serve() {
  return serveApi((path) => {
    if (path === 'progress-tracking/list-all') return { status: 1, data: [weekly, cut] };
    if (path === 'progress-tracking/1/current-progress')
      return {
        status: 1,
        data: [{ contact_id: 30, full_name: 'Ana Lee', metrics: [], percent: 40 }],
      };
    if (path === 'progress-tracking/add-contact')
      return { status: 1, message: progressMessages.contactAdded };
    return undefined;
  });
}

describe('the contact’s progress tracking', () => {
  it('lists the trackings the contact is on, and adds them to another', async () => {
    const sent = serve();
    renderAt('/contacts/30', {
      '/contacts/:contact': <ContactProgressSection contact={{ id: 30 }} />,
    });
    const item = await screen.findByRole('listitem', { name: 'Weekly check-in' });
    expect(within(item).getByText('40%')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'Weekly check-in' }).getAttribute('href')).toBe(
      '/progress-tracking/1/view-response/30',
    );
    expect(screen.queryByRole('listitem', { name: 'Cut 2027' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add to progress tracking' }));
    fireEvent.click(screen.getByRole('textbox', { name: 'Progress tracking' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cut 2027' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.url.includes('add-contact'))?.url).toContain(
        'progress_tracking_id=2&contact_id=30',
      ),
    );
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(progressMessages.contactAdded),
    );
  });
});
