import { afterSignIn } from '@coachline/contract/guard';
import { messages } from '@coachline/contract/messages';
import {
  type CreateAccountBody,
  type RegistrationStep,
  registrationEndpoints,
} from '@coachline/contract/registration';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { goTo } from '../../app/navigation';
import { queryClient } from '../../app/queryClient';
import { signInWithToken } from '../../app/session';
import { toastSuccess } from '../../ui/toast';
import { refreshSession } from '../session/sessionQuery';

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
    queryFn: () => api.call(registrationEndpoints.details, { params: { token } }),
    enabled: token.length > 0,
  });
}

export function useSubscriptionPlans() {
  return useQuery({
    queryKey: registrationKeys.plans,
    queryFn: () => api.call(registrationEndpoints.subscriptionPlans),
  });
}

export function useCreateAccount() {
  return useMutation({
    mutationFn: (body: CreateAccountBody) => api.call(registrationEndpoints.create, { body }),
    onSuccess: (res) => {
      toastSuccess(res.message);
      goToStep(res.step, res.token);
    },
  });
}

type StepAction =
  | { call: 'verifyEmail' | 'verifyPhone'; body: { code: string } }
  | { call: 'changeEmail'; body: { email: string } }
  | { call: 'changePhone'; body: { phone: string } }
  | {
      call: 'verifyBusiness';
      body: { businessname: string; business_type: string; timezone: string };
    };

/** Sends one step of the registration to its endpoint. */
function sendStep(token: string, action: StepAction) {
  const params = { token };
  switch (action.call) {
    case 'verifyEmail':
    case 'verifyPhone':
      return api.call(registrationEndpoints[action.call], { params, body: action.body });
    case 'changeEmail':
      return api.call(registrationEndpoints.changeEmail, { params, body: action.body });
    case 'changePhone':
      return api.call(registrationEndpoints.changePhone, { params, body: action.body });
    case 'verifyBusiness':
      return api.call(registrationEndpoints.verifyBusiness, { params, body: action.body });
  }
}

/** One registration step: shows the message and moves to the step the server names. */
export function useRegistrationStep(token: string, successMessage?: string) {
  return useMutation({
    mutationFn: (action: StepAction) => sendStep(token, action),
    onSuccess: (res) => {
      toastSuccess(successMessage ?? res.message);
      queryClient.removeQueries({ queryKey: registrationKeys.details(token) });
      goToStep(res.step, res.token);
    },
  });
}

export function useResendCode(channel: 'email' | 'phone') {
  const resend =
    channel === 'email'
      ? registrationEndpoints.resendEmailCode
      : registrationEndpoints.resendPhoneCode;
  return useMutation({
    mutationFn: (id: number) => api.call(resend, { params: { id } }),
    onSuccess: (res) => {
      toastSuccess(channel === 'email' ? messages.emailCodeSent : res.message);
    },
  });
}

/** Activates the finished registration: its token and ids become the request headers (000 §7.2). */
export function useActivateAccount(token: string) {
  return useMutation({
    mutationFn: () => api.call(registrationEndpoints.activate, { params: { token } }),
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
