import { defaultHeadline, defaultSubheadline, type TextStyle } from '@coachline/contract/styles';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { HeadlineStyleFields } from './HeadlineStyleFields';

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const savedHeadline: TextStyle = { ...defaultHeadline, font_family: 'Poppins', font_size: 64 };

type Design = { title: string; headline_style: TextStyle; subheadline_style: TextStyle };
let design: () => Design = () => {
  throw new Error('not rendered');
};

function Editor() {
  const form = useForm<Design>({
    defaultValues: {
      title: 'Lesson',
      headline_style: { ...defaultHeadline, font_size: 40 },
      subheadline_style: defaultSubheadline,
    },
  });
  design = () => form.getValues();
  return <HeadlineStyleFields form={form} contentType={2} />;
}

function serve() {
  const requests: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      requests.push({ url, body });
      const style = { content_type: 2, headline: savedHeadline, subheadline: defaultSubheadline };
      return new Response(
        JSON.stringify({ status: 1, style, message: 'Saved style has been updated successfully!' }),
      );
    }),
  );
  return requests;
}

describe('HeadlineStyleFields', () => {
  it('starts from the saved style of the kind, and keeps the editor’s as the saved style', async () => {
    const requests = serve();
    seedSignedIn(buildSession());
    render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <Editor />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const use = screen.getByRole('button', { name: 'Use saved style' });
    await waitFor(() => expect((use as HTMLButtonElement).disabled).toBe(false));
    expect(requests[0]!.url).toContain('saved-style/2/content');

    fireEvent.click(screen.getByRole('button', { name: 'Save as saved style' }));
    await waitFor(() =>
      expect(requests.find((r) => r.url.includes('saved-style/update'))?.body).toEqual({
        content_type: 2,
        headline: { ...defaultHeadline, font_size: 40 },
        subheadline: defaultSubheadline,
      }),
    );

    fireEvent.click(use);
    expect(design().headline_style).toEqual(savedHeadline);
    expect(design().title).toBe('Lesson');
  });
});
