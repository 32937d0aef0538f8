import '../../app/fullStyles';
import { passwordMin } from '@coachline/contract/constants';
import type { CreateAccountBody } from '@coachline/contract/registration';
import {
  Anchor,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { readCookie, readString, referralCookie, storageKeys } from '../../app/storage';
import { AuthLayout } from '../../ui/AuthLayout';
import { EmailInput } from '../../ui/FormFields';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { lazyResolver } from '../../ui/lazyResolver';
import { useCreateAccount, useSubscriptionPlans } from './queries';

const resolver = lazyResolver(() =>
  import('@coachline/contract/registration').then((m) => m.createAccountBody),
);

function referralToken(): string | undefined {
  return readCookie(referralCookie) ?? readString(storageKeys.referralToken) ?? undefined;
}

export function RegisterPage() {
  const [search] = useSearchParams();
  const plan = search.get('plan') ?? undefined;
  const plans = useSubscriptionPlans();
  const chosen = plans.data?.plans.find((p) => p.id === plan);
  const create = useCreateAccount();
  // The plan and the referral are the body's too, but come from the link and the visit.
  const form = useForm({
    resolver,
    defaultValues: { fname: '', lname: '', businessname: '', email: '', phone: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    const referral = referralToken();
    const body: CreateAccountBody = {
      ...values,
      ...(plan ? { plan } : {}),
      ...(referral ? { referral_token: referral } : {}),
    };
    create.mutate(body, { onError: serverErrorsTo(form) });
  }, onInvalidSubmit);

  return (
    <AuthLayout
      title="Create your account"
      description="Start with your details; we will verify your email and phone next."
      width={560}
    >
      {plan ? (
        <Group gap="xs">
          <Text size="sm">
            Plan: <strong>{chosen?.name ?? plan}</strong>
          </Text>
          <Anchor component={Link} to="/get-started" size="sm">
            Change plan
          </Anchor>
        </Group>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First name"
              autoComplete="given-name"
              aria-required
              error={errors.fname?.message}
              {...form.register('fname')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              aria-required
              error={errors.lname?.message}
              {...form.register('lname')}
            />
          </SimpleGrid>
          <TextInput
            label="Business name"
            autoComplete="organization"
            aria-required
            error={errors.businessname?.message}
            {...form.register('businessname')}
          />
          <EmailInput error={errors.email?.message} {...form.register('email')} />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            aria-required
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            aria-required
            description={`At least ${passwordMin} characters`}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" fullWidth loading={create.isPending}>
            Create Account
          </Button>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to="/login">
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
