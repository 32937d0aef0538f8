import { skipTrialBody } from '@coachline/contract/billing';
import { messages } from '@coachline/contract/messages';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { FormServerError } from '../../ui/FormFields';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { useContractForm } from '../../ui/useContractForm';
import { useSkipTrial } from './queries';

/** 000 §1: skip the trial and start paying now, confirmed with the account password. */
export function SkipTrialModal(props: { opened: boolean; onClose: () => void }) {
  const skip = useSkipTrial();
  const form = useContractForm(skipTrialBody, { password: '' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (body) =>
      skip.mutate(body, {
        onSuccess: () => {
          form.reset();
          props.onClose();
        },
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );

  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Start your paid account" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Your trial ends now and your plan is charged to the card on file. Enter your password to
            confirm.
          </Text>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            aria-required
            data-autofocus
            error={errors.password?.message}
            {...form.register('password')}
          />
          <FormServerError error={errors.root?.server} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose} disabled={skip.isPending}>
              {messages.cancel}
            </Button>
            <Button type="submit" disabled={skip.isPending}>
              {skip.isPending ? messages.starting : messages.startPaidAccount}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
