import { type FormDetails, formDefaults, type Question } from '@coachline/contract/forms';
import { defaultHeadline, defaultSubheadline } from '@coachline/contract/styles';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { FormEditPage } from './FormEditPage';

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const intake: FormDetails = {
  id: 7,
  title: 'Intake',
  asset_type: 'forms',
  public_url: 'http://localhost:3000/f/abcDEF123',
  folder_id: null,
  ordering: 1,
  is_disabled: false,
  questions_count: 1,
  responses_count: 0,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  settings: formDefaults,
};
const goal: Question = {
  id: 3,
  form_id: 7,
  type: 'dropdown',
  title: 'Your club',
  description: '',
  is_required: true,
  ordering: 1,
  options: ['North', 'South'],
  max: null,
};

function serve(found: boolean) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      requests.push({ url, method, body });
      if (!found) return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 });
      if (url.includes('saved-style/3/content'))
        return new Response(
          JSON.stringify({
            status: 1,
            style: { content_type: 3, headline: defaultHeadline, subheadline: defaultSubheadline },
          }),
        );
      if (url.includes('form/7/questions'))
        return new Response(JSON.stringify({ status: 1, questions: [goal] }));
      if (url.includes('form/7/update'))
        return new Response(
          JSON.stringify({
            status: 1,
            message: 'Form has been updated successfully!',
            form: { ...intake, settings: { ...intake.settings, ...body } },
          }),
        );
      return new Response(JSON.stringify({ status: 1, form: intake }));
    }),
  );
  return requests;
}

function renderAt(path: string) {
  seedSignedIn(buildSession());
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/form/:form/edit" element={<FormEditPage />} />
            <Route path="/404" element={<p>Not found page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the form editor', () => {
  it('previews the design as it is typed and saves it from the bar', async () => {
    const requests = serve(true);
    renderAt('/form/7/edit');
    await screen.findByRole('heading', { name: 'Intake', level: 1 });
    expect(await screen.findByRole('listitem', { name: 'Your club' })).toBeTruthy();
    const preview = screen.getByRole('region', { name: 'Form preview' });
    // 001 §3 defaults: SUBMIT, and the first and last name asked first.
    expect(within(preview).getByText('SUBMIT')).toBeTruthy();
    expect(within(preview).getByRole('textbox', { name: 'First name' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Design' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Subheadline' }), {
      target: { value: 'Tell us about you' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Submit label' }), {
      target: { value: 'SEND' },
    });
    await within(preview).findByText('Tell us about you');
    expect(within(preview).getByText('SEND')).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save design' }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.url.includes('form/7/update'))?.body).toMatchObject({
        title: 'Intake',
        subheadline: 'Tell us about you',
        submit_label: 'SEND',
        overlay_opacity: 50,
      }),
    );
    await screen.findByText('All changes saved');
  });

  it('shows the 404 page for a form the location does not have', async () => {
    serve(false);
    renderAt('/form/99/edit');
    expect(await screen.findByText('Not found page')).toBeTruthy();
  });
});
