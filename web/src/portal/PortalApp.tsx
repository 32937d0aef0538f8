import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { cssVariablesResolver, theme } from '../app/theme';
import { PortalError } from './api';
import { Centered, Loading, NotFound } from './bits';
import { PortalSessionContext } from './queries';
import { useLocation } from './router';
import { SignInPage } from './SignInPage';
import { lastPortal, usePortalToken } from './session';

const SetPasswordPage = lazy(() => import('./SetPasswordPage'));
const PortalShell = lazy(() => import('./PortalShell'));

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refused or missing row stays refused; other failures are tried once more.
      retry: (count, error) =>
        count < 1 && !(error instanceof PortalError && error.status >= 400 && error.status < 500),
    },
  },
});

/** A location's portal: its sign-in until the contact has a token here, then the portal. */
function LocationPortal({ account, screen }: { account: number; screen: string }) {
  const token = usePortalToken(account);
  const session = useMemo(() => (token ? { account, token } : null), [account, token]);
  if (!session) return <SignInPage account={account} />;
  return (
    <PortalSessionContext.Provider value={session}>
      <PortalShell screen={screen} />
    </PortalSessionContext.Provider>
  );
}

const locationPath = /^\/portal\/(\d{1,10})(\/.*)?$/;

/** The screen of the address: a location's portal, the password link, or nothing. */
function Screens() {
  const { pathname } = useLocation();
  if (pathname === '/portal/set-password') return <SetPasswordPage />;
  // The installed app opens at /portal/: the location last signed in to.
  const last = pathname.replace(/\/$/, '') === '/portal' ? lastPortal() : null;
  if (last) return <LocationPortal account={last} screen="" />;
  const match = locationPath.exec(pathname.replace(/\/$/, ''));
  const account = Number(match?.[1]);
  if (!match || !Number.isSafeInteger(account) || account < 1) return <NotFound />;
  return <LocationPortal account={account} screen={match[2] ?? ''} />;
}

/** The contacts' client portal: a phone-first app of its own beside the coaches' app. */
export function PortalApp() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <Suspense
          fallback={
            <Centered>
              <Loading label="Loading your portal" />
            </Centered>
          }
        >
          <Screens />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
