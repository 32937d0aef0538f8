import '../fullStyles';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, startTransition, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useMessageNotices } from '../../features/message-center/useMessageNotices';
import { PageLoader } from '../../ui/PageLoader';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { usePhone } from '../../ui/usePhone';
import { InShellContext } from '../frame';
import { RouteErrorBoundary } from '../RouteError';
import { useSession } from '../session';
import { useUi } from '../uiState';
import { useRealtimeSession } from '../useRealtimeSession';
import { Header } from './Header';
import { NotificationBar } from './NotificationBar';
import classes from './Shell.module.css';
import { ShellAlerts } from './ShellAlerts';
import { Sidebar } from './Sidebar';
import { VersionBanner } from './VersionBanner';

/** The application shell of 000 §2.4 around every area of the app. */
export function Shell() {
  const [mobileOpened, { toggle, close }] = useDisclosure(false);
  const expanded = useUi((s) => s.sidebarExpanded);
  // A location switch reloads the app: until then the page shows its skeleton, not old data.
  const switching = useUi((s) => s.switchingLocation);
  const isMobile = usePhone();
  const { pathname } = useLocation();
  useRealtimeSession(useSession((s) => s.auth?.access_token ?? null));
  useMessageNotices();

  // Following a link closes the burger menu.
  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  const compact = !expanded && !isMobile;
  // The frame paints first and the page is built after it, in a transition React splits into
  // short tasks: on a phone the two together were the longest task of the first load.
  const [framePainted, setFramePainted] = useState(false);
  useEffect(() => startTransition(() => setFramePainted(true)), []);

  return (
    <InShellContext.Provider value={true}>
      <AppShell
        header={{ height: 60 }}
        navbar={{
          width: compact ? 76 : 240,
          breakpoint: 'sm',
          collapsed: { mobile: !mobileOpened },
        }}
        padding="md"
      >
        <a href="#main-content" className={classes.skipLink}>
          Skip to content
        </a>
        <AppShell.Header>
          <Header burgerOpened={mobileOpened} onBurger={toggle} />
        </AppShell.Header>
        <AppShell.Navbar id="main-navigation" aria-label="Main navigation">
          {/* A phone builds the menu only when the burger opens it. */}
          {isMobile && !mobileOpened ? null : <Sidebar compact={compact} />}
        </AppShell.Navbar>
        <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
          <VersionBanner />
          <NotificationBar />
          {switching ? (
            <PageSkeleton label="Switching location…" />
          ) : !framePainted ? (
            <PageLoader />
          ) : (
            <RouteErrorBoundary resetKey={pathname}>
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          )}
        </AppShell.Main>
        <ShellAlerts />
      </AppShell>
    </InShellContext.Provider>
  );
}
