import { type ProgressTracking, progressMessages } from '@coachline/contract/progress-tracking';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillBrowser } from '../../test/fixtures';
import { buildTracking } from './fixtures';
import { ProgressIndexPage } from './ProgressIndexPage';
import { renderAt, resetAfterTest, serveApi } from './testing';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(resetAfterTest);

const weekly = buildTracking(1, 'Weekly check-in');

const answer = (t: ProgressTracking, message: string) => ({
  status: 1,
  message,
  progress_tracking: t,
});

function serve(trackings: ProgressTracking[]) {
  const position = { current_page: 1, last_page: 1, per_page: 6, total: trackings.length };
  return serveApi((path, _method, body) => {
    if (path === 'progress-tracking/list') return { data: trackings, ...position };
    if (path === 'progress-tracking/create')
      return answer(buildTracking(9, body.name), progressMessages.created);
    if (path === 'progress-tracking/rename')
      return answer({ ...weekly, name: body.name }, progressMessages.renamed);
    if (path === 'progress-tracking/delete')
      return { status: 1, message: progressMessages.deleted, affected: 1 };
    if (path === 'progress-tracking/enable-disable-reminder')
      return [422, { message: 'Invalid', errors: { has_reminder: [progressMessages.noReminder] } }];
    return undefined;
  });
}

const renderPage = () =>
  renderAt('/progress-tracking', {
    '/progress-tracking': <ProgressIndexPage />,
    '/progress-tracking/:progress_tracking/edit': <p>The editor</p>,
  });

const menu = async (name: string, item: string) => {
  const card = await screen.findByRole('listitem', { name });
  fireEvent.click(within(card).getByRole('button', { name: `More actions for ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
};

describe('the progress tracking list', () => {
  it('explains check-ins when there is none', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No progress trackings yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create your first check-in' })).toBeTruthy();
  });

  it('shows 6 a page, each card linking to its editor', async () => {
    const sent = serve([weekly]);
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Weekly check-in' });
    expect(within(card).getByText(/3 contacts/)).toBeTruthy();
    expect(within(card).getByText('Reminder off')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Edit Weekly check-in' }).getAttribute('href'),
    ).toBe('/progress-tracking/1/edit');
    expect(sent[0]?.url).toBe('/api/v3/progress-tracking/list?page=1');
  });

  it('creates one and opens its editor', async () => {
    const sent = serve([]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create progress tracking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create progress tracking' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Cut 2027' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The editor')).toBeTruthy();
    expect(sent.find((s) => s.url.endsWith('progress-tracking/create'))?.body).toEqual({
      name: 'Cut 2027',
    });
    expect(toast.success).toHaveBeenCalledWith(progressMessages.created);
  });

  it('renames one', async () => {
    const sent = serve([weekly]);
    renderPage();
    await menu('Weekly check-in', 'Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename progress tracking' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Monday' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.url.endsWith('progress-tracking/rename'))?.body).toEqual({
        progress_tracking_id: 1,
        name: 'Monday',
      }),
    );
    expect(sent.find((s) => s.url.endsWith('progress-tracking/rename'))?.method).toBe('PATCH');
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(progressMessages.renamed));
  });

  it('deletes one once confirmed', async () => {
    const sent = serve([weekly]);
    renderPage();
    await menu('Weekly check-in', 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.url.endsWith('progress-tracking/delete'))?.body).toEqual({
        ids: [1],
      }),
    );
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(progressMessages.deleted));
  });

  it('says why a reminder cannot be switched on', async () => {
    serve([weekly]);
    renderPage();
    await menu('Weekly check-in', 'Turn reminder on');
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(progressMessages.noReminder));
  });
});
