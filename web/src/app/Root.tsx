import { guard } from '@coachline/contract/guard';
import { buildPath, matchPath, routeTitle, screenOf } from '@coachline/contract/routes';
import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { isSmsCenterAutoLogin } from '../features/auth/redirectChecks';
import { useRefreshedSession } from '../features/session/sessionQuery';
import { PageLoader } from '../ui/PageLoader';
import { trackFolderModule } from './folderState';
import { inShell } from './frame';
import { guardStateOf } from './guardState';
import { lazyPage } from './lazyPage';
import { setNavigator } from './navigation';
import { SmsCenterAutoLogin } from './pages';
import { RouteErrorBoundary } from './RouteError';
import { selectTwoFactorPending, useSession } from './session';
import { ShellSkeleton } from './shell/ShellSkeleton';

export const SessionGate = lazyPage(() => import('../features/session/SessionGate'), 'SessionGate');

/**
 * The root of every route: registers navigation for code outside React, loads the session
 * when a signed-in user has none (full-page loader), then applies the navigation guard of
 * 000 §4.4 to every location before anything renders.
 */
export function Root() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = useSession();
  // Read from the query cache in this render, so the guard decides before anything paints.
  const session = useRefreshedSession();
  const match = matchPath(location.pathname);
  const route = match?.route ?? null;

  useLayoutEffect(() => {
    setNavigator((to, options) => {
      void navigate(to, options);
    });
  }, [navigate]);

  const title = route ? `${routeTitle(route, match?.params)} | Coachline` : 'Coachline';
  useEffect(() => {
    trackFolderModule(route);
  }, [route]);
  useEffect(() => {
    document.title = title;
  }, [title]);

  // Both paths of the Message Center sign in the same way (000 §2.1, §2.2).
  if (route && screenOf(route) === 'SmsCenterIndex' && isSmsCenterAutoLogin(location.search)) {
    return (
      <Suspense fallback={<PageLoader fullPage />}>
        <SmsCenterAutoLogin />
      </Suspense>
    );
  }

  // A page of the app keeps the app's shape while it loads (after a location switch too).
  const loading =
    route && inShell(route) ? (
      <ShellSkeleton />
    ) : (
      <PageLoader fullPage label="Loading your account…" />
    );
  const needsSession =
    state.isUserLoggedIn && !selectTwoFactorPending(state) && session === undefined;
  if (needsSession && !route?.redirectOnly) {
    return (
      <Suspense fallback={loading}>
        <SessionGate />
      </Suspense>
    );
  }

  const verdict = guard(guardStateOf(state, session), route);
  if (verdict) return <Navigate to={buildPath(verdict.redirect)} replace />;

  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={route && inShell(route) ? <ShellSkeleton /> : <PageLoader fullPage />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
