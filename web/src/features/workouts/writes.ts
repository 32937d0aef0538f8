import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { toastSuccess } from '../../ui/toast';
import { planKeys, workoutKeys } from './keys';

// The one shape of every write of a workout or a plan: it refreshes both (keys.ts says why)
// and toasts the server's message, or a text of its own, or nothing (a sort shows itself).

const meta = { invalidates: [workoutKeys.all, planKeys.all] };

export function useProgramWrite<V = void, R extends { message: string } = { message: string }>(
  mutationFn: (variables: V) => Promise<R>,
): UseMutationResult<R, Error, V>;
export function useProgramWrite<V = void, R = unknown>(
  mutationFn: (variables: V) => Promise<R>,
  toast: false | string,
): UseMutationResult<R, Error, V>;
export function useProgramWrite<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  toast?: false | string,
) {
  return useMutation({
    mutationFn,
    meta,
    onSuccess: (res: R) => {
      // No `toast`: the first overload, whose answers carry a message.
      if (toast === undefined) toastSuccess((res as { message: string }).message);
      else if (toast !== false) toastSuccess(toast);
    },
  });
}
