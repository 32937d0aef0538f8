import { Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormActions } from './BusyButton';
import { FormServerError } from './FormFields';
import { onInvalidSubmit, serverErrorsTo } from './forms';

/** What a modal's form passes to the mutation it sends, as `mutate(variables, outcome)`. */
export type SendOutcome = { onSuccess: () => void; onError: (error: unknown) => void };

/**
 * A short form in a modal (UX.md): its fields, the server's errors for fields it does not
 * show, then Cancel and the submit button, which reads `busyLabel` while it saves. A valid
 * submit is sent; success closes the modal, a 422 lands on the fields (000 §5.1).
 */
export function FormModal<Input extends FieldValues, Output>(props: {
  form: UseFormReturn<Input, unknown, Output>;
  send: (values: Output, outcome: SendOutcome) => void;
  /** After a successful send, beside closing. */
  onSent?: () => void;
  opened: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  busy: boolean;
  busyLabel?: string;
  /** Cancel waits for the save too. */
  holdCancel?: boolean;
  size?: 'md' | 'lg' | 'xl';
  children: ReactNode;
}) {
  const { form, onClose, onSent } = props;
  const submit = form.handleSubmit(
    (values) =>
      props.send(values, {
        onSuccess: () => {
          onClose();
          onSent?.();
        },
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );
  return (
    <Modal opened={props.opened} onClose={onClose} title={props.title} size={props.size} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {props.children}
          <FormServerError error={form.formState.errors.root?.server} />
          <FormActions
            onCancel={onClose}
            busy={props.busy}
            busyLabel={props.busyLabel}
            holdCancel={props.holdCancel}
          >
            {props.submitLabel}
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
