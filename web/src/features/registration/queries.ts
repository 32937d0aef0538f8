import {
  activateAccountResponse,
  type CreateAccountBody,
  type RegistrationStep,
  registrationDetailsResponse,
  registrationResponse,
  statusMessageResponse,
  subscriptionPlansResponse,
} from '@coachline/contract/auth';
import { afterSignIn } from '@coachline/contract/guard';
import { messages } from '@coachline/contract/messages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { goTo } from '../../app/navigation';
import { queryClient } from '../../app/queryClient';
import { signInWithToken } from '../../app/session';
import { toastSuccess } from '../../ui/toast';
import { refreshSession } from '../session/queries';

// Account registration, 000 §7.2. Every step answers with the registration's next step.

/** The screen of each registration step. */
export const stepRoutes: Record<RegistrationStep, string> = {
  'verify-email': 'VerifyAccount',
  'verify-phone': 'VerifyPhone',
  'verify-business': 'VerifyBusiness',
  finish: 'RegistrationFinish',
  activated: 'Login',
};

export function goToStep(step: RegistrationStep, token: string, replace = false): void {
  const route = stepRoutes[step];
  if (route === 'Login') goTo('Login', undefined, undefined, replace);
  else goTo(route, { token }, undefined, replace);
}

const registrationKeys = {
  details: (token: string) => ['account', token, 'details'] as const,
  plans: ['account', 'subscription-plans'] as const,
};

export function useRegistrationDetails(token: string) {
  return useQuery({
    queryKey: registrationKeys.details(token),
    queryFn: () =>
      api.get(`account/${encodeURIComponent(token)}/details`, registrationDetailsResponse),
    enabled: token.length > 0,
  });
}

export function useSubscriptionPlans() {
  return useQuery({
    queryKey: registrationKeys.plans,
    queryFn: () => api.get('account/subscription-plans', subscriptionPlansResponse),
  });
}

export function useCreateAccount() {
  return useMutation({
    mutationFn: (body: CreateAccountBody) =>
      api.post('account/create', registrationResponse, { body }),
    onSuccess: (res) => {
      toastSuccess(res.message);
      goToStep(res.step, res.token);
    },
  });
}

type StepAction =
  | { path: 'verify-email'; body: { code: string } }
  | { path: 'verify-phone'; body: { code: string } }
  | { path: 'change-email'; body: { email: string } }
  | { path: 'change-phone'; body: { phone: string } }
  | {
      path: 'verify-business';
      body: { businessname: string; business_type: string; timezone: string };
    };

/** One registration step: shows the message and moves to the step the server names. */
export function useRegistrationStep(token: string, successMessage?: string) {
  return useMutation({
    mutationFn: (action: StepAction) =>
      api.post(`account/${encodeURIComponent(token)}/${action.path}`, registrationResponse, {
        body: action.body,
      }),
    onSuccess: (res) => {
      toastSuccess(successMessage ?? res.message);
      queryClient.removeQueries({ queryKey: registrationKeys.details(token) });
      goToStep(res.step, res.token);
    },
  });
}

export function useResendCode(channel: 'email' | 'phone') {
  const path = channel === 'email' ? 'resend-verification-code' : 'resend-phone-verification-code';
  return useMutation({
    mutationFn: (id: number) => api.post(`account/${id}/${path}`, statusMessageResponse),
    onSuccess: (res) => {
      toastSuccess(channel === 'email' ? messages.emailCodeSent : res.message);
    },
  });
}

/** POST account/{token}/activate: its token and ids become the request headers (000 §7.2). */
export function useActivateAccount(token: string) {
  return useMutation({
    mutationFn: () =>
      api.post(`account/${encodeURIComponent(token)}/activate`, activateAccountResponse),
    onSuccess: async (res) => {
      signInWithToken({
        access_token: res.access_token,
        accessed_location_id: res.accessed_location_id,
        company_admin_id: res.company_admin_id,
      });
      toastSuccess(messages.accountActivated);
      const session = await refreshSession({ redirect: false });
      const user = session.user;
      goTo(
        afterSignIn({
          is_2fa_enabled: false,
          hibernated: user.hibernated,
          is_account_active: user.is_account_active,
          module: user.module,
        }),
        undefined,
        undefined,
        true,
      );
    },
  });
}
