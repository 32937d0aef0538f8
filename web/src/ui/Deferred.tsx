import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders its lazily loaded children from the first time `when` holds, and keeps them after, so
 * a dialog's code is fetched when it first opens and its closing animation still plays.
 */
export function Deferred(props: { when: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(props.when);
  if (props.when && !shown) setShown(true);
  return shown ? <Suspense fallback={null}>{props.children}</Suspense> : null;
}
