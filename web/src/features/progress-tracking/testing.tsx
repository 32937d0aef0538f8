import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { theme } from '../../app/theme';
import { buildSession, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';

// The feature's component tests: a fake API answering by path (what each call sent kept in
// order), a signed-in page at a path, and the reset after each test.

export type Sent = { method: string; url: string; body: unknown };
/** The text fields of a body as sent, which the tests answer with. */
type Body = { name: string; unit: string; relation: string };
type Answer = (path: string, method: string, body: Body) => unknown;

/** Answers each call with what `answer` gives for its path (a status with `[status, body]`). */
export function serveApi(answer: Answer): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      sent.push({ method, url, body });
      const path = url.replace(/^\/api\/v3\//, '').split('?')[0] ?? '';
      const given = answer(path, method, body);
      const [status, reply] =
        given === undefined
          ? [404, { message: 'Not found.' }]
          : Array.isArray(given)
            ? given
            : [200, given];
      return new Response(JSON.stringify(reply), { status });
    }),
  );
  return sent;
}

export function renderAt(entry: string, routes: Record<string, ReactNode>) {
  seedSignedIn(buildSession());
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            {Object.entries(routes).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Routes>
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

export function resetAfterTest() {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  useSession.setState({ isUserLoggedIn: false, auth: null });
}
