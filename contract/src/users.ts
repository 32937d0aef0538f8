import { z } from 'zod';
import {
  email,
  membership,
  password,
  requiredString,
  requiredText,
  sessionUser,
  statusMessageResponse,
  withPasswordConfirmation,
} from './auth';
import { endpoint } from './endpoint';

// The signed-in user (000 §7.3): profile, password, the primary location's details, the
// sending switch, and the counters the shell shows.

export const updateProfileBody = withPasswordConfirmation(
  z.object({
    full_name: z.string().trim().min(1, 'The full name field is required').max(191).optional(),
    email,
    profile_pic: z.string().max(2048).nullable().optional(),
    password: password.optional().or(z.literal('')),
    password_confirmation: z.string().max(200).optional().or(z.literal('')),
    /** Required when the password or the email changes. */
    current_password: z.string().max(200).optional(),
  }),
);
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const changePasswordBody = withPasswordConfirmation(
  z.object({
    current_password: requiredString('current password').max(200),
    password,
    password_confirmation: requiredString('password confirmation').max(200),
  }),
);
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** An IANA time zone the runtime knows ('UTC', 'America/New_York'). */
export function isTimeZone(value: string): boolean {
  try {
    return Boolean(new Intl.DateTimeFormat('en-US', { timeZone: value }));
  } catch {
    return false;
  }
}
/** The account's time zone, set at registration and changed here. */
export const timezone = z
  .string()
  .trim()
  .min(1, 'The timezone field is required')
  .max(64)
  .refine(isTimeZone, 'The timezone is not valid');

/** PATCH /user/update: the primary location's details. */
export const updateUserBody = z.object({
  businessname: requiredText('businessname').max(191),
  timezone: timezone.optional(),
  phone: z.string().trim().max(32).nullable().optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const userResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  user: sessionUser,
  /** A new sign-in email waiting for its confirmation link (update-profile). */
  pending_email: z.string().optional(),
});
export type UserResponse = z.infer<typeof userResponse>;

/** POST /user/update-kill-status: the organization's sending switches (000 §2.4, 002 §4). */
export const killStatusBody = z.object({
  type: z.enum(['email', 'sms']),
  status: z.union([z.literal(0), z.literal(1)]),
});
export type KillStatusBody = z.infer<typeof killStatusBody>;

export const unreadCountResponse = z.object({
  status: z.literal(1),
  portal_chat: z.number().int(),
  sms: z.number().int(),
  total: z.number().int(),
});
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

export const planLimitResponse = z.object({ status: z.literal(1), membership });

const users = { tag: 'users' } as const;

export const userEndpoints = {
  updateProfile: endpoint({
    ...users,
    method: 'PATCH',
    path: 'user/update-profile',
    permission: 'self',
    body: updateProfileBody,
    response: userResponse,
  }),
  changePassword: endpoint({
    ...users,
    method: 'POST',
    path: 'user/change-password',
    permission: 'self',
    body: changePasswordBody,
    response: statusMessageResponse,
  }),
  updatePrimaryAccount: endpoint({
    ...users,
    method: 'PATCH',
    path: 'user/update',
    permission: { area: 'admin-settings', action: 'update' },
    body: updateUserBody,
    response: userResponse,
  }),
  updateKillStatus: endpoint({
    ...users,
    permission: { area: 'admin-settings', action: 'update' },
    method: 'POST',
    path: 'user/update-kill-status',
    body: killStatusBody,
    response: userResponse,
  }),
  unreadCount: endpoint({
    ...users,
    method: 'GET',
    path: 'notification/unread-count',
    permission: 'member',
    response: unreadCountResponse,
  }),
  planLimit: endpoint({
    ...users,
    method: 'GET',
    path: 'membership/plan-limit',
    permission: 'member',
    response: planLimitResponse,
  }),
};
