import {
  type MemberIdPublicSetting,
  type MemberIdSendBody,
  memberIdSendBody,
} from '@coachline/contract/member-id';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { EmailInput, FormServerError } from '../../ui/FormFields';
import { FormFieldset } from '../../ui/FormFieldset';
import { onInvalidSubmit } from '../../ui/forms';
import { useContractForm } from '../../ui/useContractForm';

type Request = z.output<typeof memberIdSendBody>;
export type MemberIdRequest = UseFormReturn<MemberIdSendBody, unknown, Request>;

/**
 * The fields of the member-ID page: a name, and the email or number its channels need. The
 * settings' preview shows the same form, switched off.
 */
export function MemberIdRequestForm(props: {
  setting: Pick<MemberIdPublicSetting, 'delivery' | 'button_text'>;
  accessCode: string;
  preview?: boolean;
  pending?: boolean;
  onSubmit?: (body: Request, form: MemberIdRequest) => void;
}) {
  const { setting, preview = false } = props;
  const form = useContractForm(memberIdSendBody, {
    access_code: props.accessCode,
    first_name: '',
    last_name: '',
    email: '',
    number: '',
  });
  const { errors } = form.formState;
  const asksEmail = setting.delivery !== 'sms';
  const asksNumber = setting.delivery !== 'email';
  const submit = form.handleSubmit((body) => props.onSubmit?.(body, form), onInvalidSubmit);

  return (
    <form onSubmit={submit} noValidate aria-label="Member ID request">
      <FormFieldset disabled={preview}>
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextInput
              label="First name"
              autoComplete="given-name"
              aria-required
              error={errors.first_name?.message}
              {...form.register('first_name')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              error={errors.last_name?.message}
              {...form.register('last_name')}
            />
          </Group>
          {asksEmail && (
            <EmailInput
              aria-required={setting.delivery === 'email'}
              description={
                setting.delivery === 'both' ? 'Your email, your phone, or both.' : undefined
              }
              error={errors.email?.message}
              {...form.register('email')}
            />
          )}
          {asksNumber && (
            <TextInput
              label="Phone number"
              type="tel"
              autoComplete="tel"
              aria-required={setting.delivery === 'sms'}
              error={errors.number?.message}
              {...form.register('number')}
            />
          )}
          <FormServerError error={errors.root?.server ?? errors.access_code} />
          <Button type="submit" fullWidth loading={props.pending}>
            {setting.button_text}
          </Button>
        </Stack>
      </FormFieldset>
    </form>
  );
}
