import { useEffect, useRef, useState } from 'react';

/**
 * An in-place edit hands focus back to the button that opened it once it closes: `returnFocus`
 * asks for that, and it happens after the render that removed the inputs.
 */
export function useFocusReturn(editing: boolean) {
  const opener = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (editing || !pending) return;
    opener.current?.focus();
    setPending(false);
  }, [editing, pending]);
  return { opener, returnFocus: () => setPending(true) };
}
