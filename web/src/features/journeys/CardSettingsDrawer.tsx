import {
  actionSettingsOf,
  incompleteReason,
  type JourneyAction,
  type JourneyTrigger,
  triggerSettingsOf,
  updateTriggerBody,
} from '@coachline/contract/journeys';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { FormActions } from '../../ui/BusyButton';
import { FormDrawer, useReportDirty } from '../../ui/FormDrawer';
import { FormServerError } from '../../ui/FormFields';
import { FormFieldset } from '../../ui/FormFieldset';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { useContractForm } from '../../ui/useContractForm';
import { ActionSettingsFields, TriggerSettingsFields } from './CardSettingsFields';
import type { LinkNames } from './cardSummary';
import { useUpdateAction, useUpdateTrigger } from './queries';
import type { SettingsForm, SettingsValues } from './settingPickers';

// A card's settings in a panel beside the builder: the form of its kind, what it still lacks
// as it is filled in (the same rule the server applies), and Save. Closing with changes asks
// first (FormDrawer).

/** The card whose settings are open. */
export type OpenCard =
  | { kind: 'trigger'; card: JourneyTrigger }
  | { kind: 'action'; card: JourneyAction };

/** What a new card of a kind starts with, under what it has saved. */
const startingSettings: Partial<Record<string, SettingsValues['settings']>> = {
  contact_created: { source: 'any' },
  form_submitted: { form_id: null },
  birthday: { time: '09:00' },
  wait: { mode: 'duration', unit: 'days' },
  condition: { match: 'all', rules: [] },
  create_task: { due_in_days: null, assignee_id: null },
};

const schemaOf = (open: OpenCard) =>
  open.kind === 'trigger' ? triggerSettingsOf[open.card.type] : actionSettingsOf[open.card.type];

function CardSettingsForm(props: {
  open: OpenCard;
  names: LinkNames;
  webhookSecret: string;
  canUpdate: boolean;
  onClose: () => void;
  /** Whether the form holds unsaved changes, for the drawer's close. */
  dirty: RefObject<boolean>;
}) {
  const { open, names } = props;
  const updateTrigger = useUpdateTrigger();
  const updateAction = useUpdateAction();
  // Both cards' settings are saved as `{ settings }`; the trigger's body is that alone.
  const form: SettingsForm = useContractForm(updateTriggerBody, {
    // Settings are saved by this body, so what a card holds is of its shape.
    settings: {
      ...startingSettings[open.card.type],
      ...open.card.settings,
    } as SettingsValues['settings'],
  });
  useReportDirty(props.dirty, form.formState.isDirty);
  const lacking = incompleteReason(schemaOf(open), form.watch('settings'));
  const busy = updateTrigger.isPending || updateAction.isPending;
  const submit = form.handleSubmit(({ settings }) => {
    const outcome = { onSuccess: props.onClose, onError: serverErrorsTo(form) };
    if (open.kind === 'trigger') updateTrigger.mutate({ id: open.card.id, settings }, outcome);
    else updateAction.mutate({ id: open.card.id, body: { settings } }, outcome);
  }, onInvalidSubmit);
  return (
    <form onSubmit={submit} noValidate aria-label={`${open.card.title} settings`}>
      <Stack gap="md">
        <FormFieldset disabled={!props.canUpdate}>
          <Stack gap="sm">
            {open.kind === 'trigger' ? (
              <TriggerSettingsFields type={open.card.type} form={form} names={names} />
            ) : (
              <ActionSettingsFields
                type={open.card.type}
                form={form}
                names={names}
                webhookSecret={props.webhookSecret}
              />
            )}
          </Stack>
        </FormFieldset>
        {lacking ? (
          <Alert
            color="yellow"
            p="xs"
            role="status"
            icon={<IconAlertTriangle size={16} aria-hidden />}
            title="Still needed before the journey can be enabled"
          >
            {lacking}
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            Complete: this card is ready to run.
          </Text>
        )}
        <FormServerError error={form.formState.errors.root?.server} />
        {props.canUpdate ? (
          <FormActions onCancel={props.onClose} busy={busy}>
            {open.kind === 'trigger' ? 'Save trigger' : 'Save action'}
          </FormActions>
        ) : null}
      </Stack>
    </form>
  );
}

export function CardSettingsDrawer(props: {
  open: OpenCard | null;
  names: LinkNames;
  /** The journey's key for its webhook cards' signatures. */
  webhookSecret: string;
  canUpdate: boolean;
  onClose: () => void;
}) {
  const { open, onClose } = props;
  return (
    <FormDrawer
      opened={open !== null}
      onClose={onClose}
      title={open ? `${open.card.title} settings` : 'Card settings'}
      changes="Your changes to this card"
    >
      {(dirty) =>
        open ? (
          <CardSettingsForm
            key={`${open.kind}-${open.card.id}`}
            open={open}
            names={props.names}
            webhookSecret={props.webhookSecret}
            canUpdate={props.canUpdate}
            onClose={onClose}
            dirty={dirty}
          />
        ) : null
      }
    </FormDrawer>
  );
}
