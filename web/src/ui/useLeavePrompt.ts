import { messages } from '@coachline/contract/messages';
import { useCallback, useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { confirmAction } from './dialogs';

// UX.md: "Leaving a page with unsaved changes asks first." The app's router is not a data
// router, so it has no blocker: while `dirty`, the app's own navigations (links, the sidebar,
// navigate()) ask "Are you sure?" before they go, and closing or reloading the tab gets the
// browser's own question.

/**
 * Asks before leaving while `dirty`. Answers `leave(go)`: runs `go` (a navigation the page
 * makes itself, such as after a save) without asking.
 */
export function useLeavePrompt(dirty: boolean): (go: () => void) => void {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const release = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', beforeUnload);
    const { push, replace } = navigator;
    const ask =
      (go: typeof push): typeof push =>
      (...args) =>
        confirmAction({
          title: messages.unsavedChangesTitle,
          text: messages.unsavedChanges,
          confirmLabel: 'Leave',
          onConfirm: () => {
            restore();
            go.apply(navigator, args);
          },
        });
    function restore() {
      navigator.push = push;
      navigator.replace = replace;
      window.removeEventListener('beforeunload', beforeUnload);
    }
    navigator.push = ask(push);
    navigator.replace = ask(replace);
    release.current = restore;
    return restore;
  }, [dirty, navigator]);

  return useCallback((go: () => void) => {
    release.current();
    go();
  }, []);
}
