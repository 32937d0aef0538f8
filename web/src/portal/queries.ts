import type { PortalChatMessage } from '@coachline/contract/portal';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { portalCall } from './api';
import { navigate } from './router';
import { setPortalToken } from './session';

/** The location whose portal this is, and the contact's token there. */
export type PortalSession = { account: number; token: string };
export const PortalSessionContext = createContext<PortalSession | null>(null);

export function usePortalSession(): PortalSession {
  const session = useContext(PortalSessionContext);
  if (!session) throw new Error('usePortalSession outside a signed-in portal');
  return session;
}

/**
 * Every read is kept under its session: a contact signing in after another, or in another
 * location, never sees what was cached for the other.
 */
export const portalKeys = {
  all: ['portal'] as const,
  of: (s: PortalSession) => [...portalKeys.all, s.account, s.token] as const,
  me: (s: PortalSession) => [...portalKeys.of(s), 'me'] as const,
  home: (s: PortalSession) => [...portalKeys.of(s), 'home'] as const,
  rewards: (s: PortalSession) => [...portalKeys.of(s), 'rewards'] as const,
  playbook: (s: PortalSession, id: number) => [...portalKeys.of(s), 'playbook', id] as const,
  page: (s: PortalSession, id: number) => [...portalKeys.of(s), 'page', id] as const,
  chat: (s: PortalSession) => [...portalKeys.of(s), 'chat'] as const,
  calendar: (s: PortalSession, date: string) => [...portalKeys.of(s), 'calendar', date] as const,
  /** Today's workouts and the recent sessions; a workout's and its history sit below it. */
  workouts: (s: PortalSession) => [...portalKeys.of(s), 'workouts'] as const,
  workout: (s: PortalSession, id: number, plan: number | null, day: string | null) =>
    [...portalKeys.workouts(s), id, plan, day] as const,
  workoutHistory: (s: PortalSession, id: number) =>
    [...portalKeys.workouts(s), id, 'history'] as const,
  workoutPlans: (s: PortalSession) => [...portalKeys.of(s), 'workout-plans'] as const,
};

/** A read of the signed-in contact. */
function usePortalQuery<T>(
  key: (session: PortalSession) => readonly unknown[],
  read: (session: PortalSession) => Promise<T>,
) {
  const session = usePortalSession();
  return useQuery({ queryKey: key(session), queryFn: () => read(session) });
}

export const useMe = () => usePortalQuery(portalKeys.me, (s) => portalCall('me', {}, s));
export const useHome = () => usePortalQuery(portalKeys.home, (s) => portalCall('home', {}, s));
export const useRewards = () =>
  usePortalQuery(portalKeys.rewards, (s) => portalCall('rewards', {}, s));
export const usePlaybook = (id: number) =>
  usePortalQuery(
    (s) => portalKeys.playbook(s, id),
    (s) => portalCall('playbook', { params: { playbook: id } }, s),
  );
export const usePage = (id: number) =>
  usePortalQuery(
    (s) => portalKeys.page(s, id),
    (s) => portalCall('page', { params: { page: id } }, s),
  );

export const useCalendarDay = (date: string) =>
  usePortalQuery(
    (s) => portalKeys.calendar(s, date),
    (s) => portalCall('calendar', { query: { date } }, s),
  );

type ChatPage = { data: PortalChatMessage[]; has_more: boolean };

/** The conversation, newest page first; older pages load on demand. */
export function useChat() {
  const session = usePortalSession();
  return useInfiniteQuery({
    queryKey: portalKeys.chat(session),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }): Promise<ChatPage> =>
      portalCall('chat', { query: pageParam ? { before_id: String(pageParam) } : {} }, session),
    getNextPageParam: (last) => (last.has_more ? last.data[0]?.id : undefined),
  });
}

/** Puts a message into the cached conversation once (it may come back over realtime too). */
export function addChatMessage(
  data: InfiniteData<ChatPage, number | undefined> | undefined,
  message: PortalChatMessage,
) {
  if (!data) return data;
  if (data.pages.some((p) => p.data.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  return { ...data, pages: [{ ...newest, data: [...newest.data, message] }, ...older] };
}

export function useSendChat() {
  const session = usePortalSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => portalCall('sendChat', { body: { message } }, session),
    onSuccess: ({ message }) =>
      client.setQueryData(
        portalKeys.chat(session),
        (data: InfiniteData<ChatPage, number | undefined>) => addChatMessage(data, message),
      ),
  });
}

export function useCompleteStep(playbook: number) {
  const session = usePortalSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: number) =>
      portalCall('completeStep', { params: { playbook, step } }, session),
    onSuccess: () => client.invalidateQueries({ queryKey: portalKeys.of(session) }),
  });
}

export function useAskQuestion(playbook: number) {
  const session = usePortalSession();
  return useMutation({
    mutationFn: (body: { question: string; step_id?: number }) =>
      portalCall('askQuestion', { params: { playbook }, body }, session),
  });
}

export function useSignOut() {
  const session = usePortalSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => portalCall('signOut', {}, session).catch(() => undefined),
    onSettled: () => {
      setPortalToken(session.account, null);
      client.clear();
      navigate(`/portal/${session.account}`, { replace: true });
    },
  });
}
