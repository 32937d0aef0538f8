import { appRoutes, type RouteMeta } from '@coachline/contract/routes';
import { Route, Routes } from 'react-router';
import { lazyPage } from './lazyPage';
import { NotBuiltPage, pages } from './pages';
import { Root } from './Root';

// The routes come from the contract's route table (000 §2.1): every route is reachable by its
// path. Areas of the app sit inside the shell; sign-in, registration, account-state and public
// pages stand alone. Root applies the guard to all of them, unknown paths included.
// (Declarative routes: the data router would add ~19 kB gzip to the sign-in page for features
// the app does not use.)

const Shell = lazyPage(() => import('./shell/Shell'), 'Shell');

/** Protected areas that need an active account, and AccessDenied, render inside the shell. */
export function inShell(route: RouteMeta): boolean {
  return (route.login && route.active) || route.name === 'AccessDenied';
}

function page(route: RouteMeta) {
  const Page = pages[route.name] ?? NotBuiltPage;
  return <Route key={route.name} path={route.path} element={<Page />} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Root />}>
        {appRoutes.filter((r) => !inShell(r)).map(page)}
        <Route element={<Shell />}>{appRoutes.filter(inShell).map(page)}</Route>
        {/* Unknown paths: Root's guard sends them to Error-404 (rule 4). */}
        <Route path="*" element={null} />
      </Route>
    </Routes>
  );
}
