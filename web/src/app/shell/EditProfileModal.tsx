import { messages } from '@coachline/contract/messages';
import { updateProfileBody } from '@coachline/contract/users';
import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useUpdateProfile } from '../../features/session/queries';
import { useRefreshedSession } from '../../features/session/sessionQuery';
import { EmailInput, FormServerError } from '../../ui/FormFields';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { useContractForm } from '../../ui/useContractForm';

/** A new sign-in email or password needs the current password (the server asks the same). */
function needsCurrentPassword(
  values: { email: string; password?: string },
  signedInEmail: string | undefined,
): boolean {
  const emailChanged = values.email.trim().toLowerCase() !== (signedInEmail ?? '').toLowerCase();
  return Boolean(values.password) || emailChanged;
}

/**
 * The contract's body with the rule the server checks against the signed-in user, which the
 * body alone cannot state: the current password when the email or the password changes.
 */
const profileBody = (signedInEmail: string | undefined) =>
  updateProfileBody.refine(
    (b) => Boolean(b.current_password) || !needsCurrentPassword(b, signedInEmail),
    { path: ['current_password'], message: messages.currentPasswordRequired },
  );

/**
 * Edit Profile (000 §5.2): email required and valid; password optional, both at least 8; the
 * current password when the email or the password changes.
 */
export function EditProfileModal(props: { opened: boolean; onClose: () => void }) {
  const user = useRefreshedSession()?.user;
  const update = useUpdateProfile();
  const body = useMemo(() => profileBody(user?.email), [user?.email]);
  const form = useContractForm(body, {
    full_name: '',
    email: '',
    password: '',
    password_confirmation: '',
    current_password: '',
  });
  const { errors } = form.formState;
  const { reset } = form;
  const [email, password] = form.watch(['email', 'password']);
  const askCurrent = needsCurrentPassword({ email, password }, user?.email);

  useEffect(() => {
    if (props.opened && user) {
      reset({
        full_name: user.full_name,
        email: user.email,
        password: '',
        password_confirmation: '',
        current_password: '',
      });
    }
  }, [props.opened, user, reset]);

  // An empty password keeps the current one; the current password goes only where it is needed.
  const submit = form.handleSubmit((values) => {
    const changes = {
      full_name: values.full_name,
      email: values.email,
      ...(values.password
        ? { password: values.password, password_confirmation: values.password_confirmation }
        : {}),
      ...(needsCurrentPassword(values, user?.email)
        ? { current_password: values.current_password }
        : {}),
    };
    update.mutate(changes, {
      onSuccess: props.onClose,
      onError: serverErrorsTo(form),
    });
  }, onInvalidSubmit);

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={messages.editProfile} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Full name"
            autoComplete="name"
            error={errors.full_name?.message}
            {...form.register('full_name')}
          />
          <EmailInput error={errors.email?.message} {...form.register('email')} />
          <PasswordInput
            label="New password"
            description="Leave empty to keep your current password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordInput
            label="Password confirmation"
            autoComplete="new-password"
            error={errors.password_confirmation?.message}
            {...form.register('password_confirmation')}
          />
          {askCurrent ? (
            <PasswordInput
              label="Current password"
              description="Needed to change your email or password"
              autoComplete="current-password"
              error={errors.current_password?.message}
              {...form.register('current_password')}
            />
          ) : null}
          <FormServerError error={errors.root?.server} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {messages.cancel}
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
