import { Button, Select, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { lazyResolver } from '../../ui/lazyResolver';
import { TimeZoneField } from '../../ui/TimeZoneField';
import { browserTimezone } from '../../ui/timezones';
import { useRegistrationStep } from './queries';
import { RegistrationFrame } from './RegistrationFrame';

const resolver = lazyResolver(() =>
  import('@coachline/contract/registration').then((m) => m.verifyBusinessBody),
);

export const businessTypes = [
  'Gym',
  'Personal Training',
  'Fitness Studio',
  'CrossFit Box',
  'Yoga or Pilates Studio',
  'Martial Arts',
  'Online Coaching',
  'Nutrition Coaching',
  'Other',
];

function BusinessForm(props: { token: string; businessname: string }) {
  const save = useRegistrationStep(props.token);
  const form = useForm({
    resolver,
    defaultValues: {
      businessname: props.businessname,
      business_type: '',
      timezone: browserTimezone(),
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (body) => save.mutate({ call: 'verifyBusiness', body }, { onError: serverErrorsTo(form) }),
    onInvalidSubmit,
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Business name"
          aria-required
          error={errors.businessname?.message}
          {...form.register('businessname')}
        />
        <Controller
          control={form.control}
          name="business_type"
          render={({ field, fieldState }) => (
            <Select
              label="Business type"
              aria-required
              data={businessTypes}
              name={field.name}
              ref={field.ref}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <TimeZoneField control={form.control} name="timezone" />
        <Button type="submit" fullWidth loading={save.isPending}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}

export function VerifyBusinessPage() {
  const { token = '' } = useParams();
  return (
    <RegistrationFrame
      token={token}
      step="verify-business"
      title="About your business"
      description="This sets up your account's name and the time zone your schedules run in."
    >
      {(details) => <BusinessForm token={token} businessname={details.businessname} />}
    </RegistrationFrame>
  );
}
