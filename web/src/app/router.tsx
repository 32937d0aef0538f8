import { appRoutes, matchPath, type RouteMeta, screenOf } from '@coachline/contract/routes';
import { Outlet, Route, Routes } from 'react-router';
import { useRefreshedSession } from '../features/session/sessionQuery';
import { inShell } from './frame';
import { lazyPage } from './lazyPage';
import { NotBuiltPage, pages } from './pages';
import { Root, SessionGate } from './Root';
import { selectTwoFactorPending, useSession } from './session';

// The routes come from the contract's route table (000 §2.1): every route is reachable by its
// path. Areas of the app sit inside the shell; sign-in, registration, account-state and public
// pages stand alone. Root applies the guard to all of them, unknown paths included.
// (Declarative routes: the data router would add ~19 kB gzip to the sign-in page for features
// the app does not use.)

const Shell = lazyPage(() => import('./shell/Shell'), 'Shell');

/**
 * Starts loading the chunks of the screen the app opens on (its page and, signed in, the
 * session gate and the shell) beside the session refresh, instead of after it: on a phone
 * the refresh and the page's own chunk were one slow round trip after the other.
 */
export function preloadScreen(pathname: string, signedIn: boolean) {
  const route = matchPath(pathname)?.route;
  if (!route) return;
  pages[screenOf(route)]?.preload();
  if (!signedIn) return;
  SessionGate.preload();
  if (inShell(route)) Shell.preload();
}

function page(route: RouteMeta) {
  const Page = pages[screenOf(route)] ?? NotBuiltPage;
  return <Route key={route.name} path={route.path} element={<Page />} />;
}

const framedErrors = new Set(['Error-404', 'Error-403']);

/**
 * 404 and 403 keep the app frame around them for a user who has one (signed in, session in,
 * account usable), so a missing contact or a refused area does not lose the sidebar.
 */
function ErrorFrame() {
  const state = useSession();
  const session = useRefreshedSession();
  const framed =
    state.isUserLoggedIn &&
    !selectTwoFactorPending(state) &&
    session !== undefined &&
    state.isAccountAcitve &&
    !state.isAccountHibernated &&
    !state.isAccountSuspended;
  return framed ? <Shell /> : <Outlet />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Root />}>
        {appRoutes.filter((r) => !inShell(r) && !framedErrors.has(r.name)).map(page)}
        <Route element={<ErrorFrame />}>
          {appRoutes.filter((r) => framedErrors.has(r.name)).map(page)}
        </Route>
        <Route element={<Shell />}>{appRoutes.filter(inShell).map(page)}</Route>
        {/* Unknown paths: Root's guard sends them to Error-404 (rule 4). */}
        <Route path="*" element={null} />
      </Route>
    </Routes>
  );
}
