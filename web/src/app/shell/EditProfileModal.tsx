import { passwordMin } from '@coachline/contract/constants';
import { messages } from '@coachline/contract/messages';
import { emailError, minLength } from '@coachline/contract/validation';
import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useUpdateProfile } from '../../features/session/queries';
import { useRefreshedSession } from '../../features/session/sessionQuery';
import { EmailInput, FormServerError } from '../../ui/FormFields';
import { check, onInvalidSubmit, serverErrorsTo } from '../../ui/forms';

type ProfileForm = {
  full_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  current_password: string;
};

/** A new sign-in email or password needs the current password (the server asks the same). */
function needsCurrentPassword(
  values: Pick<ProfileForm, 'email' | 'password'>,
  signedInEmail: string | undefined,
): boolean {
  const emailChanged = values.email.trim().toLowerCase() !== (signedInEmail ?? '').toLowerCase();
  return emailChanged || values.password !== '';
}

/**
 * Edit Profile (000 §5.2): email required and valid; password optional, both at least 8; the
 * current password when the email or the password changes.
 */
export function EditProfileModal(props: { opened: boolean; onClose: () => void }) {
  const user = useRefreshedSession()?.user;
  const update = useUpdateProfile();
  const form = useForm<ProfileForm>({
    defaultValues: {
      full_name: '',
      email: '',
      password: '',
      password_confirmation: '',
      current_password: '',
    },
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

  const submit = form.handleSubmit((values) => {
    const body = {
      full_name: values.full_name.trim() || undefined,
      email: values.email.trim(),
      ...(values.password
        ? { password: values.password, password_confirmation: values.password_confirmation }
        : {}),
      ...(needsCurrentPassword(values, user?.email)
        ? { current_password: values.current_password }
        : {}),
    };
    update.mutate(body, {
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
          <EmailInput
            error={errors.email?.message}
            {...form.register('email', { validate: check(emailError) })}
          />
          <PasswordInput
            label="New password"
            description="Leave empty to keep your current password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password', {
              validate: check((v: string) => minLength(v, passwordMin)),
            })}
          />
          <PasswordInput
            label="Password confirmation"
            autoComplete="new-password"
            error={errors.password_confirmation?.message}
            {...form.register('password_confirmation', {
              validate: check(
                (v: string) => minLength(v, passwordMin),
                (v: string) =>
                  form.getValues('password') && v !== form.getValues('password')
                    ? 'The password confirmation does not match.'
                    : null,
              ),
            })}
          />
          {askCurrent ? (
            <PasswordInput
              label="Current password"
              description="Needed to change your email or password"
              autoComplete="current-password"
              error={errors.current_password?.message}
              {...form.register('current_password', {
                validate: check((v: string) =>
                  !v && needsCurrentPassword(form.getValues(), user?.email)
                    ? messages.currentPasswordRequired
                    : null,
                ),
              })}
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
