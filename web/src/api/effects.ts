import { buildPath } from '@coachline/contract/routes';
import { expireSession } from '../app/endSession';
import { goTo, goToPath, reloadPage } from '../app/navigation';
import { queryClient } from '../app/queryClient';
import { sessionKeys } from '../features/session/keys';
import { openAlreadyRegistered, openLimitExceeded, openSessionExpired } from '../ui/dialogs';
import { toastError } from '../ui/toast';
import type { Failure } from './failures';

/** What the app does for each row of the 000 §8 catalogue. */
export function applyFailure(failure: Failure): void {
  switch (failure.kind) {
    case 'unauthorized':
      handleUnauthorized();
      return;
    case 'already-registered':
      openAlreadyRegistered(failure.email, () => goTo('Login'));
      return;
    case 'forbidden':
      // A permission may have been taken away since the session was read: read it again, so
      // the sidebar and the buttons hide what is no longer allowed.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.refresh });
      goTo('Error-403', undefined, undefined, true);
      return;
    case 'field-errors':
      toastError(failure.toast);
      return;
    case 'limit-exceeded':
      openLimitExceeded(failure.message, () =>
        goToPath(buildPath('AccountBilling', undefined, { tab: 'plans' })),
      );
      return;
    case 'message':
    case 'generic':
      toastError(failure.message);
      return;
  }
}

export function handleUnauthorized(): void {
  if (expireSession()) openSessionExpired(reloadPage);
}
