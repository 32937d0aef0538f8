import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { PortalSessionContext } from '../queries';

// The check-in screens' tests: the portal's calls answered from a table, and a screen rendered
// as a signed-in contact of location 3 sees it.

export type Sent = { url: string; method: string; body: unknown };

/** Stubs fetch: each address answers its body, any other 404; what was sent is kept. */
export function serve(answers: Record<string, unknown>) {
  const sent: Sent[] = [];
  const json = (body: unknown, code = 200) => new Response(JSON.stringify(body), { status: code });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body;
      sent.push({
        url,
        method: init?.method ?? 'GET',
        body:
          body instanceof FormData ? Object.fromEntries(body) : body && JSON.parse(String(body)),
      });
      return url in answers ? json(answers[url]) : json({ message: 'Not found.' }, 404);
    }),
  );
  return sent;
}

export function renderSignedIn(screen: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <PortalSessionContext.Provider value={{ account: 3, token: 'tok' }}>
          {screen}
        </PortalSessionContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
