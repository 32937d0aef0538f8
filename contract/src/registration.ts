import { z } from 'zod';
import {
  accessResponse,
  email,
  idParam,
  password,
  requiredText,
  statusMessageResponse,
  tokenParam,
} from './auth';
import { endpoint } from './endpoint';
import { timezone } from './users';

// Registration (000 §7.2): a new account, its verification steps and its activation.

export const createAccountBody = z.object({
  fname: requiredText('first name').max(100),
  lname: requiredText('last name').max(100),
  businessname: requiredText('businessname').max(191),
  email,
  phone: requiredText('phone')
    .regex(/^\+?[0-9 ()-]{7,20}$/, 'The phone is not valid')
    .max(32),
  password,
  plan: z.string().trim().min(1).max(64).optional(),
  referral_token: z.string().max(128).optional(),
});
export type CreateAccountBody = z.infer<typeof createAccountBody>;

export const registrationStep = z.enum([
  'verify-email',
  'verify-phone',
  'verify-business',
  'finish',
  'activated',
]);
export type RegistrationStep = z.infer<typeof registrationStep>;

export const registrationResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  token: z.string(),
  id: z.number().int(),
  step: registrationStep,
});
export type RegistrationResponse = z.infer<typeof registrationResponse>;

export const verificationCodeBody = z.object({
  code: requiredText('code')
    .regex(/^\d{6}$/, 'The code must be 6 digits')
    .max(32),
});
export const changeEmailBody = z.object({ email });
export const changePhoneBody = z.object({ phone: createAccountBody.shape.phone });
export const verifyBusinessBody = z.object({
  businessname: requiredText('businessname').max(191),
  business_type: requiredText('business type').max(100),
  timezone,
});
export const registrationDetailsResponse = z.object({
  status: z.literal(1),
  id: z.number().int(),
  email: z.string(),
  phone: z.string(),
  fname: z.string(),
  businessname: z.string(),
  step: registrationStep,
});
export type RegistrationDetailsResponse = z.infer<typeof registrationDetailsResponse>;

export const subscriptionPlan = z.object({
  id: z.string(),
  name: z.string(),
  interval: z.enum(['month', 'year']),
  amount: z.number(),
  contacts_space: z.number().int(),
  has_funnels: z.boolean(),
  trial_days: z.number().int(),
});
export const subscriptionPlansResponse = z.object({
  status: z.literal(1),
  plans: z.array(subscriptionPlan),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;

/** POST account/{token}/activate: the new session's headers (as account access) and a message. */
export const activateAccountResponse = accessResponse.extend({ message: z.string() });
export type ActivateAccountResponse = z.infer<typeof activateAccountResponse>;

// Every registration call is made before an account exists.
const registration = { tag: 'registration', access: 'public' } as const;
/** A step of the registration its URL token names, answered with the next step. */
const registrationStepCall = {
  ...registration,
  method: 'POST',
  params: tokenParam,
  response: registrationResponse,
} as const;

export const registrationEndpoints = {
  subscriptionPlans: endpoint({
    ...registration,
    method: 'GET',
    path: 'account/subscription-plans',
    response: subscriptionPlansResponse,
  }),
  create: endpoint({
    ...registration,
    method: 'POST',
    path: 'account/create',
    body: createAccountBody,
    response: registrationResponse,
  }),
  verifyEmail: endpoint({
    ...registrationStepCall,
    path: 'account/:token/verify-email',
    body: verificationCodeBody,
  }),
  verifyPhone: endpoint({
    ...registrationStepCall,
    path: 'account/:token/verify-phone',
    body: verificationCodeBody,
  }),
  changeEmail: endpoint({
    ...registrationStepCall,
    path: 'account/:token/change-email',
    body: changeEmailBody,
  }),
  changePhone: endpoint({
    ...registrationStepCall,
    path: 'account/:token/change-phone',
    body: changePhoneBody,
  }),
  verifyBusiness: endpoint({
    ...registrationStepCall,
    path: 'account/:token/verify-business',
    body: verifyBusinessBody,
  }),
  activate: endpoint({
    ...registration,
    method: 'POST',
    path: 'account/:token/activate',
    params: tokenParam,
    response: activateAccountResponse,
  }),
  resendEmailCode: endpoint({
    ...registration,
    method: 'POST',
    path: 'account/:id/resend-verification-code',
    params: idParam,
    response: statusMessageResponse,
  }),
  resendPhoneCode: endpoint({
    ...registration,
    method: 'POST',
    path: 'account/:id/resend-phone-verification-code',
    params: idParam,
    response: statusMessageResponse,
  }),
  details: endpoint({
    ...registration,
    method: 'GET',
    path: 'account/:token/details',
    params: tokenParam,
    response: registrationDetailsResponse,
  }),
};
