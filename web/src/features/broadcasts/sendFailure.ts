import { buildPath } from '@coachline/contract/routes';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../api/client';
import { goToPath } from '../../app/navigation';
import { openLimitExceeded } from '../../ui/dialogs';
import { serverErrorsTo } from '../../ui/forms';
import { toastError } from '../../ui/toast';
import { isLimitError } from './queries';

/**
 * The onError of a save or send of the editor. The plan's monthly limit (a 404 with error
 * limit-error, 001 §8) opens the app's "Limit exceeded" dialog with the way to the plans; a
 * refused time goes to the schedule dialog; other field errors land on their fields.
 */
export function sendFailureHandler<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  onScheduleError?: (message: string) => void,
): (error: unknown) => void {
  const toFields = serverErrorsTo(form);
  return (error) => {
    if (isLimitError(error)) {
      openLimitExceeded(error.body.message ?? error.message, () =>
        goToPath(buildPath('AccountBilling', undefined, { tab: 'plans' })),
      );
      return;
    }
    if (!isApiError(error)) return;
    if (error.reported) return toFields(error);
    const { scheduled_at: schedule, ...rest } = error.fieldErrors;
    if (schedule && onScheduleError) onScheduleError(schedule);
    if (Object.keys(rest).length > 0) return toFields(error);
    if (schedule) return toastError(schedule);
    void import('../../api/effects').then((m) => m.applyFailure(error.failure));
  };
}
