import type { Socket } from 'socket.io-client';

// The realtime client (000 §7.4): Socket.IO at /realtime with the bearer token, connected
// 5 s after load. socket.io-client is imported only then, so it never weighs on first paint.

export const realtimeDelayMs = 5000;

type Listener = (payload: unknown) => void;

let socket: Socket | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let generation = 0;
const listeners = new Map<string, Set<Listener>>();

/** Listen to a per-user event; returns the unsubscribe function. Works before connecting. */
export function onRealtime(event: string, listener: Listener): () => void {
  let set = listeners.get(event);
  if (!set) {
    set = new Set();
    listeners.set(event, set);
    socket?.on(event, (payload: unknown) => dispatch(event, payload));
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

function dispatch(event: string, payload: unknown): void {
  for (const listener of listeners.get(event) ?? []) listener(payload);
}

export function startRealtime(token: string, delayMs = realtimeDelayMs): void {
  stopRealtime();
  const mine = ++generation;
  timer = setTimeout(async () => {
    timer = null;
    const { io } = await import('socket.io-client');
    if (mine !== generation) return;
    const s = io({ path: '/realtime', auth: { token }, transports: ['websocket', 'polling'] });
    for (const event of listeners.keys()) {
      s.on(event, (payload: unknown) => dispatch(event, payload));
    }
    socket = s;
  }, delayMs);
}

export function stopRealtime(): void {
  generation++;
  if (timer) clearTimeout(timer);
  timer = null;
  socket?.disconnect();
  socket = null;
}
