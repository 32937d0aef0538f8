import { formMessages, type Question } from '@coachline/contract/forms';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { polyfillBrowser } from '../../test/fixtures';
import { ToastContainer } from '../../ui/ToastContainer';
import { QuestionEditor } from './QuestionEditor';

configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  polyfillBrowser();
  // The select scrolls its picked option into view; jsdom has no layout to scroll.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const saved = (body: Record<string, unknown>): Question => ({
  id: 9,
  form_id: 1,
  ordering: 1,
  description: '',
  is_required: false,
  options: [],
  max: null,
  ...(body as Partial<Question>),
  type: body.type as Question['type'],
  title: String(body.title),
});

/** save-question: what was sent, answered as the server does, or with `fail`'s 422. */
function serve(fail?: Record<string, string[]>) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push(body);
      if (fail)
        return new Response(
          JSON.stringify({ message: 'The given data was invalid.', errors: fail }),
          {
            status: 422,
          },
        );
      return new Response(
        JSON.stringify({ status: 1, message: formMessages.questionSaved, question: saved(body) }),
      );
    }),
  );
  return sent;
}

function renderEditor(question: Question | null = null) {
  const onClose = vi.fn();
  render(
    <MantineProvider>
      <ToastContainer />
      <QueryClientProvider client={queryClient}>
        <QuestionEditor formId={1} opened question={question} onClose={onClose} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onClose;
}

const fill = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

async function chooseType(label: string) {
  fireEvent.click(screen.getByRole('textbox', { name: 'Question type' }));
  fireEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
}

describe('the question editor', () => {
  it('offers options only to the choice types, starting with two, and needs one', async () => {
    const sent = serve();
    renderEditor();
    expect(screen.queryByRole('group', { name: 'Options' })).toBeNull();
    await chooseType('Single choice');
    expect((screen.getByRole('textbox', { name: 'Option 1' }) as HTMLInputElement).value).toBe(
      'Option 1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove option 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove option 1' }));
    fill('Question', 'Best time to train');
    fireEvent.click(screen.getByRole('button', { name: 'Save question' }));
    expect((await screen.findAllByText(formMessages.optionsRequired)).length).toBeGreaterThan(0);
    expect(sent).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    fill('Option 1', 'Morning');
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    fill('Option 2', 'Evening');
    fireEvent.click(screen.getByRole('button', { name: 'Move option 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      type: 'single_choice',
      title: 'Best time to train',
      options: ['Evening', 'Morning'],
    });
    expect(sent[0]).not.toHaveProperty('max');
    await screen.findByText(formMessages.questionSaved);
  });

  it('rates from 1 to 5 unless told otherwise, and sends no options for other types', async () => {
    const sent = serve();
    renderEditor();
    await chooseType('Rating');
    expect(
      (screen.getByRole('textbox', { name: 'Highest rating' }) as HTMLInputElement).value,
    ).toBe('5');
    expect(screen.queryByRole('group', { name: 'Options' })).toBeNull();
    fill('Question', 'How fit do you feel?');
    fireEvent.click(screen.getByRole('switch', { name: 'Required' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      type: 'rating',
      max: 5,
      options: [],
      is_required: true,
    });
  });

  it('edits a question as it is and shows the server’s refusal on its field', async () => {
    const sent = serve({ title: ['The question field is required'] });
    renderEditor(
      saved({ type: 'dropdown', title: 'Your club', options: ['North', 'South'], id: 4 }),
    );
    expect(screen.getByRole('dialog', { name: 'Edit question' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Option 2' }) as HTMLInputElement).value).toBe(
      'South',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save question' }));
    await screen.findByText('The question field is required');
    expect(sent[0]).toMatchObject({ id: 4, type: 'dropdown', options: ['North', 'South'] });
  });
});
