import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { theme } from '../../app/theme';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import {
  buildBlock,
  buildBlockExercise,
  buildDetail,
  buildExercise,
  buildProgramContact,
  buildWorkout,
  page,
  serveApi,
} from './fixtures';
import { WorkoutEditPage } from './WorkoutEditPage';

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

const squat = buildBlockExercise(31, 11, 'Barbell Squat', {
  reps: '8-12',
  weight: 60,
  tempo: '3-1-1-0',
  rest_seconds: 90,
});
const lunge = buildBlockExercise(32, 11, 'Walking Lunge', { position: 1 });
const burpee = buildBlockExercise(41, 12, 'Burpee', { reps: '', time_seconds: 40 });
const workout = buildDetail(
  buildWorkout(1, 'Leg day', { blocks_count: 2, exercises_count: 3, estimated_minutes: 40 }),
  [
    buildBlock(11, [squat, lunge], { name: 'Strength' }),
    buildBlock(12, [burpee], { position: 1, type: 'circuit', rounds: 3, rest_seconds: 90 }),
  ],
);

function serve() {
  return serveApi((method, path, body) => {
    if (path === 'workout/1/blocks') return { status: 1, data: workout };
    if (path === 'workout/1/sort-block') return { status: 1, data: [] };
    if (path === 'workout/block-exercise/31/update')
      return {
        status: 1,
        message: 'Exercise has been updated successfully!',
        block_exercise: { ...squat, ...(body as object) },
      };
    if (path === 'workout/block/11/create-smart-block')
      return {
        status: 1,
        message: 'Block has been saved as a smart block!',
        block: { ...workout.blocks[0], id: 99, workout_id: null },
      };
    if (path === 'workout/exercises')
      return { ...page([buildExercise(5, 'Box Jump')]), per_page: 10 };
    if (path === 'workout/attribute-types' || path === 'workout/custom-attribute-types')
      return { status: 1, data: [] };
    if (path === 'workout/block/add-exercise')
      return {
        status: 1,
        message: 'Exercise has been added successfully!',
        block_exercise: buildBlockExercise(42, 12, 'Box Jump'),
      };
    if (path === 'workout/category/lists') return { status: 1, data: [] };
    if (path === 'workout/1/contacts')
      return page(
        method === 'GET' ? [buildProgramContact(5, 'Ann Lee', { sessions_count: 2 })] : [],
      );
    if (path === 'workout/1/resend-reminder')
      return { status: 1, message: 'Reminder has been sent successfully!' };
    if (path === 'contact/all')
      return { status: 1, data: [{ id: 42, full_name: 'Bo Diaz', email: 'bo@example.test' }] };
    if (path === 'workout/add-contact')
      return {
        status: 1,
        message: 'Contacts have been successfully added to the workout!',
        affected: 1,
      };
    return undefined;
  });
}

function renderBuilder(at = '/workouts/1/edit') {
  seedSignedIn(buildSession());
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="/workouts/:workout/edit" element={<WorkoutEditPage />} />
          </Routes>
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const namesIn = (list: HTMLElement) =>
  Array.from(list.children).map((item) => item.getAttribute('aria-label'));

describe('the workout builder', () => {
  it('shows the blocks in order, each exercise with what its sets ask for', async () => {
    serve();
    renderBuilder();
    const blocks = await screen.findByRole('list', { name: 'Blocks' });
    expect(namesIn(blocks)).toEqual(['1. Strength', '2. Block 2']);
    expect(namesIn(screen.getByRole('list', { name: 'Exercises of Strength' }))).toEqual([
      '1. Barbell Squat',
      '2. Walking Lunge',
    ]);
    expect(screen.getByText('3 × 8-12 · 60 kg · tempo 3-1-1-0 · rest 1 min 30 s')).toBeTruthy();
    expect(screen.getByText('Circuit · 3 rounds · rest 1 min 30 s between rounds')).toBeTruthy();
    // A circuit's exercise is done once a round: its own sets are not shown.
    expect(screen.getByText('40 s · rest 1 min')).toBeTruthy();
  });

  it('moves a block down from its menu, sending every block in the new order', async () => {
    const sent = serve();
    renderBuilder();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Strength' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move down' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.path === 'workout/1/sort-block')).toMatchObject({
        method: 'PATCH',
        body: { ids: [12, 11] },
      }),
    );
  });

  it('edits an exercise’s sets in place', async () => {
    const sent = serve();
    renderBuilder();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit sets of Barbell Squat' }));
    const form = await screen.findByRole('form', { name: 'Sets of Barbell Squat' });
    fireEvent.change(within(form).getByLabelText('Sets'), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText('Reps'), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText('Tempo'), { target: { value: 'slow' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save sets' }));
    expect(await within(form).findByText('The tempo reads like 3-1-1-0')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Tempo'), { target: { value: '2-0-1-0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save sets' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.path === 'workout/block-exercise/31/update')).toMatchObject({
        method: 'PATCH',
        body: {
          sets: 5,
          reps: '5',
          weight: 60,
          weight_unit: 'kg',
          tempo: '2-0-1-0',
          rest_seconds: 90,
        },
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('Exercise has been updated successfully!');
  });

  it('adds an exercise from the library to a block', async () => {
    const sent = serve();
    renderBuilder();
    fireEvent.click(await screen.findByRole('button', { name: 'Add exercises to Block 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add exercises to Block 2' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add Box Jump' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.path === 'workout/block/add-exercise')?.body).toEqual({
        block_id: 12,
        exercise_id: 5,
      }),
    );
    expect(within(dialog).getByText(/Free Exercise DB/)).toBeTruthy();
  });

  it('saves a block as a smart block by name', async () => {
    const sent = serve();
    renderBuilder();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Strength' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Save as smart block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as smart block' });
    expect((within(dialog).getByLabelText(/^Smart block name/) as HTMLInputElement).value).toBe(
      'Strength',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save smart block' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.path === 'workout/block/11/create-smart-block')?.body).toEqual({
        name: 'Strength',
      }),
    );
  });
});

describe('the workout’s contacts', () => {
  it('lists the active contacts, resends a reminder and adds contacts', async () => {
    const sent = serve();
    renderBuilder('/workouts/1/edit?tab=contacts');
    const table = await screen.findByRole('table', { name: 'Contacts of the workout' });
    expect(within(table).getByRole('link', { name: 'Ann Lee' })).toBeTruthy();
    expect(sent.find((s) => s.path === 'workout/1/contacts')?.url).toContain('status=active');
    fireEvent.click(within(table).getByRole('button', { name: 'Resend reminder to Ann Lee' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.path === 'workout/1/resend-reminder')?.body).toEqual({
        contact_id: 50,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add contacts' });
    expect(within(dialog).queryByLabelText(/Start date/)).toBeNull();
    const picker = within(dialog).getByRole('textbox', { name: 'Contacts' });
    fireEvent.focus(picker);
    fireEvent.click(picker);
    fireEvent.click(
      await screen.findByRole('option', { name: 'Bo Diaz (bo@example.test)', hidden: true }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add contacts' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.path === 'workout/add-contact')?.body).toEqual({
        id: 1,
        selection: { ids: [42] },
      }),
    );
  });
});
