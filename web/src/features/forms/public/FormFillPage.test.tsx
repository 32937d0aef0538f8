import { formDefaults, formMessages, type PublicForm } from '@coachline/contract/forms';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../app/queryClient';
import { polyfillBrowser } from '../../../test/fixtures';
import { FormFillPage } from './FormFillPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const question = (
  id: number,
  type: PublicForm['questions'][number]['type'],
  title: string,
  extra: Partial<PublicForm['questions'][number]> = {},
): PublicForm['questions'][number] => ({
  id,
  type,
  title,
  description: '',
  is_required: false,
  ordering: id,
  options: [],
  max: null,
  ...extra,
});

const intake: PublicForm = {
  key: 'k3y',
  title: 'Intake',
  settings: {
    ...formDefaults,
    add_ons: ['fname'],
    subheadline: 'Tell us about you',
    thank_you_message: 'Thanks, see you Monday!',
  },
  questions: [
    question(11, 'short_text', 'Your goal', {
      is_required: true,
      description: 'One line is enough',
    }),
    question(12, 'number', 'Sessions a week'),
    question(13, 'multiple_choice', 'Times that suit you', {
      is_required: true,
      options: ['Mornings', 'Evenings'],
    }),
    question(14, 'yes_no', 'Any injuries?'),
    question(15, 'rating', 'Fitness today', { max: 5 }),
  ],
};

/** The page's two calls; the submission answers `answer` with `status`. */
function serve(form: PublicForm | null, answer: object = {}, status = 200) {
  const sent: unknown[] = [];
  const json = (body: unknown, code = 200) => new Response(JSON.stringify(body), { status: code });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/v3/form/public/k3y' && (init?.method ?? 'GET') === 'GET')
        return form ? json({ status: 1, form }) : json({ message: 'Not found.' }, 404);
      if (url === '/api/v3/form/public/k3y/submit' && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return json(answer, status);
      }
      return json({ message: 'Not found.' }, 404);
    }),
  );
  return sent;
}

function renderPage(path = '/f/k3y') {
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/f/:key" element={<FormFillPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const start = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'GET STARTED' }));
  await screen.findByRole('textbox', { name: /Your goal/ });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));

/** The text of the elements an input's aria-describedby names. */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

describe('the public form (FormFill)', () => {
  it('shows the form’s title and subheadline, then its questions after Get started', async () => {
    serve(intake);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Intake', level: 1 })).toBeTruthy();
    expect(screen.getByText('Tell us about you')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Your goal/ })).toBeNull();
    await start();
    const goal = screen.getByRole('textbox', { name: /Your goal/ });
    expect(goal.hasAttribute('required')).toBe(true);
    expect(description(goal)).toContain('One line is enough');
    expect(screen.getByRole('group', { name: 'Times that suit you (required)' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Any injuries?' })).toBeTruthy();
    expect(
      screen.getAllByRole('radio', { name: /^\d$/ }).map((r) => r.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    // The honeypot is out of sight, out of the tab order and hidden from screen readers.
    const honeypot = document.getElementById('form-fill-website') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  });

  it('says which required answers are missing, on their questions, and sends nothing', async () => {
    const sent = serve(intake);
    renderPage();
    await start();
    submit();
    const goal = screen.getByRole('textbox', { name: /Your goal/ });
    await waitFor(() => expect(goal.getAttribute('aria-invalid')).toBe('true'));
    expect(description(goal)).toContain(formMessages.answerRequired);
    expect(description(screen.getByRole('group', { name: /Times that suit you/ }))).toContain(
      formMessages.answerRequired,
    );
    expect(description(screen.getByRole('textbox', { name: /First name/ }))).toContain(
      formMessages.fnameRequired,
    );
    expect(sent).toEqual([]);
    // Answering clears the question's error.
    fireEvent.change(goal, { target: { value: 'Run 5k' } });
    await waitFor(() => expect(goal.getAttribute('aria-invalid')).not.toBe('true'));
  });

  it('sends typed answers with the personal link’s token, then thanks the visitor', async () => {
    const sent = serve(intake, { status: 1, message: 'Thanks, see you Monday!' });
    renderPage('/f/k3y?c=tok3n');
    await start();
    fireEvent.change(screen.getByRole('textbox', { name: /First name/ }), {
      target: { value: ' Nia ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Your goal/ }), {
      target: { value: 'Run 5k' },
    });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Sessions a week' }), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Evenings' }));
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    submit();
    expect(await screen.findByText('Thanks, see you Monday!')).toBeTruthy();
    expect(sent).toEqual([
      {
        answers: { '11': 'Run 5k', '12': 3, '13': ['Evenings'], '14': false, '15': 4 },
        fname: 'Nia',
        c: 'tok3n',
      },
    ]);
  });

  it('puts the server’s answers.<question_id> errors on their questions', async () => {
    serve(
      intake,
      {
        message: 'The given data was invalid.',
        errors: {
          'answers.12': [formMessages.answerNumber],
          'answers.13': [formMessages.answerChoice],
          c: ['The link is not valid'],
        },
      },
      422,
    );
    renderPage();
    await start();
    fireEvent.change(screen.getByRole('textbox', { name: /First name/ }), {
      target: { value: 'Nia' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Your goal/ }), {
      target: { value: 'Run 5k' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mornings' }));
    submit();
    const sessions = screen.getByRole('spinbutton', { name: 'Sessions a week' });
    await waitFor(() => expect(description(sessions)).toContain(formMessages.answerNumber));
    expect(description(screen.getByRole('group', { name: /Times that suit you/ }))).toContain(
      formMessages.answerChoice,
    );
    // What belongs to no question shows above the button, in the page's own words.
    expect((await screen.findByRole('alert')).textContent).toContain('The link is not valid');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says when too many submissions came from the address', async () => {
    serve({ ...intake, questions: [] }, { message: 'Too Many Requests' }, 429);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'GET STARTED' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /First name/ }), {
      target: { value: 'Nia' },
    });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(formMessages.tooManySubmissions);
  });

  it('shows a closed form’s message, and an unknown link as not available', async () => {
    serve({ ...intake, settings: { ...intake.settings, is_disabled: true } });
    renderPage();
    expect(await screen.findByText(formDefaults.disable_message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'GET STARTED' })).toBeNull();
    cleanup();
    queryClient.clear();
    serve(null);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This form is not available' })).toBeTruthy();
  });
});
