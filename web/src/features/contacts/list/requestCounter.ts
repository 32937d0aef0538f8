// The contact list's request counter (001 §4): every list request takes a ticket, and the
// loading indicator clears only when the latest ticket comes back, so a slow earlier answer
// (an older filter) can never hide the loader of the request the user is waiting for.

export type RequestCounter = {
  start(): number;
  finish(ticket: number): void;
  isLoading(): boolean;
  subscribe(listener: () => void): () => void;
};

export function createRequestCounter(): RequestCounter {
  let latest = 0;
  let loading = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === loading) return;
    loading = next;
    for (const l of listeners) l();
  };
  return {
    start() {
      latest += 1;
      set(true);
      return latest;
    },
    finish(ticket) {
      if (ticket === latest) set(false);
    },
    isLoading: () => loading,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
