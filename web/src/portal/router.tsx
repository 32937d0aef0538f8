import {
  type AnchorHTMLAttributes,
  forwardRef,
  type MouseEvent,
  useSyncExternalStore,
} from 'react';

// The portal's few screens need no router library: the address is the state, links push it,
// and the back button pops it. This keeps a phone's first download small.

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const location = () => window.location.pathname + window.location.search;

/** The current path and query, following every navigation. */
export const useLocation = () => {
  const current = useSyncExternalStore(subscribe, location);
  const url = new URL(current, window.location.origin);
  return { pathname: url.pathname, search: url.searchParams };
};

export function navigate(to: string, options: { replace?: boolean } = {}) {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.scrollTo(0, 0);
  for (const listener of listeners) listener();
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  /** Marked as the current page when the path is exactly `to` (else when it starts with it). */
  end?: boolean;
  nav?: boolean;
};

/** A link inside the portal: no page load; with `nav`, it says when it is the current page. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, end = false, nav = false, onClick, ...rest },
  ref,
) {
  const { pathname } = useLocation();
  const current = end ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a
      ref={ref}
      href={to}
      onClick={follow}
      aria-current={nav && current ? 'page' : undefined}
      {...rest}
    />
  );
});
