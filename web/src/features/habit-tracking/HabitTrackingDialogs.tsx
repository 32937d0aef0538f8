import {
  createHabitTrackingBody,
  duplicateHabitTrackingBody,
  type HabitTracking,
  renameHabitTrackingBody,
} from '@coachline/contract/habit-tracking';
import { buildPath } from '@coachline/contract/routes';
import { TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import {
  useCreateHabitTracking,
  useDuplicateHabitTracking,
  useRenameHabitTracking,
} from './queries';

// A habit tracking's short dialogs, each rendered while open so it starts afresh: a new one
// (it starts with the default category and habits, and its editor opens), a new name, a copy.

export function CreateHabitTrackingModal(props: { onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateHabitTracking();
  const form = useContractForm(createHabitTrackingBody, { name: '' });
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title="Create habit tracking"
      form={form}
      send={(body, outcome) =>
        create.mutate(body, {
          onError: outcome.onError,
          onSuccess: (res) => {
            outcome.onSuccess();
            void navigate(
              buildPath('HabitTrackingEdit', { habit_tracking: res.habit_tracking.id }),
            );
          },
        })
      }
      submitLabel="Create"
      busyLabel="Creating"
      busy={create.isPending}
    >
      <TextInput
        label="Name"
        description="It starts with a category of everyday habits you can change."
        aria-required
        maxLength={150}
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormModal>
  );
}

/** A form of one name about a tracking: a new name for it, or the name of its copy. */
function TrackingNameModal(props: { tracking: HabitTracking; copy: boolean; onClose: () => void }) {
  const { tracking, copy } = props;
  const rename = useRenameHabitTracking();
  const duplicate = useDuplicateHabitTracking();
  const write = copy ? duplicate : rename;
  const form = useContractForm(copy ? duplicateHabitTrackingBody : renameHabitTrackingBody, {
    habit_tracking_id: tracking.id,
    name: copy ? `${tracking.name} (copy)` : tracking.name,
  });
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title={copy ? 'Duplicate habit tracking' : 'Rename habit tracking'}
      form={form}
      send={(body, outcome) =>
        copy
          ? duplicate.mutate(body, outcome)
          : rename.mutate({ ...body, name: body.name ?? '' }, outcome)
      }
      submitLabel={copy ? 'Duplicate' : 'Rename'}
      busyLabel={copy ? 'Duplicating' : 'Renaming'}
      busy={write.isPending}
    >
      <TextInput
        label={copy ? 'Name of the copy' : 'Name'}
        description={
          copy
            ? 'The copy has the categories, habits, settings and reminder; no contacts.'
            : undefined
        }
        aria-required
        maxLength={150}
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormModal>
  );
}

export function RenameHabitTrackingModal(props: { tracking: HabitTracking; onClose: () => void }) {
  return <TrackingNameModal tracking={props.tracking} copy={false} onClose={props.onClose} />;
}

/** A copy with its categories, habits, settings and reminder; never its contacts. */
export function DuplicateHabitTrackingModal(props: {
  tracking: HabitTracking;
  onClose: () => void;
}) {
  return <TrackingNameModal tracking={props.tracking} copy onClose={props.onClose} />;
}
