import { contactSaveToastMs } from '@coachline/contract/constants';
import {
  type birthdayBody,
  type ContactResponse,
  contactEndpoints,
  contactMessages,
  type contactUpdateBody,
  type deleteNotesBody,
  type deleteRewardsBody,
  type editRewardBody,
  type flaggedBody,
  type memberIdBody,
  type noteBody,
  type noteUpdateBody,
  type portalPasswordBody,
  type redeemRewardBody,
  type sendRewardBody,
  type starredBody,
  type temperatureBody,
} from '@coachline/contract/contacts';
import { portalEndpoints } from '@coachline/contract/portal';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { queryClient } from '../../../app/queryClient';
import { toastSuccess } from '../../../ui/toast';
import { messagingKeys } from '../../messaging/keys';
import { contactKeys } from '../keys';

// One contact: its profile, its edits (also made from the list's cells) and its sections.

/** 001 §9: the contact-save toast appears after 100 ms. */
export function toastSaved(message: string): void {
  setTimeout(() => toastSuccess(message), contactSaveToastMs);
}

/** GET contact/{id}/fetch; the caller handles failures (a missing id leads to /404). */
export function useContact(id: number | null) {
  return useQuery({
    queryKey: contactKeys.detail(id ?? 0),
    queryFn: ({ signal }) =>
      api.call(
        contactEndpoints.fetch,
        { params: { contact: id ?? 0 } },
        { handleErrors: false, signal },
      ),
    enabled: id !== null,
    select: (res) => res.contact,
  });
}

/** An edited contact shows at once; the lists, tab counts and its profile sections reload. */
const contactEdits = { invalidates: [contactKeys.lists, contactKeys.tabs, contactKeys.profiles] };

function showContact(res: ContactResponse): void {
  queryClient.setQueryData(contactKeys.detail(res.contact.id), res);
}

/** PATCH contact/{id}/update: inline cells and the profile's detail form. */
export function useUpdateContact() {
  return useMutation({
    mutationFn: (v: { id: number; body: z.input<typeof contactUpdateBody>; quiet?: boolean }) =>
      api.call(
        contactEndpoints.update,
        { params: { contact: v.id }, body: v.body },
        // Inline cells key their own errors (001 §5) and show them under the cell.
        { handleErrors: !v.quiet },
      ),
    meta: contactEdits,
    onSuccess: (res) => {
      toastSaved(res.message ?? contactMessages.updated);
      showContact(res);
    },
  });
}

/**
 * One field of the profile, saved as soon as it is left (the profile's one way of saving). The
 * field shows "Saved" itself, so no toast; a 422 puts its message under the field, with the
 * catalogue's one toast.
 */
export function useAutosave(contactId: number) {
  return useMutation({
    mutationFn: (body: z.input<typeof contactUpdateBody>) =>
      api.call(contactEndpoints.update, { params: { contact: contactId }, body }),
    meta: contactEdits,
    onSuccess: showContact,
  });
}

/** The one-field edits of the profile and the table, each its own call. */
type ContactFieldEdit = { id: number } & (
  | { field: 'starred'; body: z.input<typeof starredBody> }
  | { field: 'flagged'; body: z.input<typeof flaggedBody> }
  | { field: 'temperature'; body: z.input<typeof temperatureBody> }
  | { field: 'member_id'; body: z.input<typeof memberIdBody> }
  | { field: 'birthday'; body: z.input<typeof birthdayBody> }
);

function sendFieldEdit(edit: ContactFieldEdit) {
  const params = { contact: edit.id };
  switch (edit.field) {
    case 'starred':
      return api.call(contactEndpoints.updateStarred, { params, body: edit.body });
    case 'flagged':
      return api.call(contactEndpoints.updateFlagged, { params, body: edit.body });
    case 'temperature':
      return api.call(contactEndpoints.changeTemperature, { params, body: edit.body });
    case 'member_id':
      return api.call(contactEndpoints.updateMemberId, { params, body: edit.body });
    case 'birthday':
      return api.call(contactEndpoints.updateBirthday, { params, body: edit.body });
  }
}

export function useContactField() {
  return useMutation({
    mutationFn: sendFieldEdit,
    onMutate: (edit) => {
      // Toggles answer at once; the server's contact replaces this when it arrives.
      const key = contactKeys.detail(edit.id);
      const previous = queryClient.getQueryData<ContactResponse>(key);
      if (previous && (edit.field === 'starred' || edit.field === 'flagged')) {
        queryClient.setQueryData(key, {
          ...previous,
          contact: { ...previous.contact, ...edit.body },
        });
      }
      return { previous };
    },
    onError: (_e, edit, context) => {
      if (context?.previous)
        queryClient.setQueryData(contactKeys.detail(edit.id), context.previous);
    },
    meta: contactEdits,
    onSuccess: (res) => {
      toastSaved(res.message ?? contactMessages.updated);
      showContact(res);
    },
  });
}

export function useUploadPhoto(contactId: number) {
  return useMutation({
    mutationFn: (photo: File) => {
      const form = new FormData();
      form.append('photo', photo);
      // The caller shows the image errors of 000 §8 itself.
      return api.call(
        contactEndpoints.updatePhoto,
        { params: { contact: contactId } },
        { form, handleErrors: false },
      );
    },
    meta: { invalidates: [contactKeys.lists] },
    onSuccess: (res) => {
      toastSuccess(res.message);
      const key = contactKeys.detail(contactId);
      const previous = queryClient.getQueryData<ContactResponse>(key);
      if (previous) {
        queryClient.setQueryData(key, {
          ...previous,
          contact: { ...previous.contact, photo: res.photo },
        });
      }
    },
  });
}

export function usePortalPassword(contactId: number) {
  return useMutation({
    mutationFn: (body: z.input<typeof portalPasswordBody>) =>
      api.call(contactEndpoints.updatePortalPassword, { params: { contact: contactId }, body }),
    meta: { invalidates: [contactKeys.detail(contactId)] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

/** POST contact/resend-login: mails the contact a link to set their portal password. */
export function usePortalLoginLink(contactId: number) {
  return useMutation({
    mutationFn: () => api.call(portalEndpoints.resendLogin, { body: { contact_id: contactId } }),
    onSuccess: (res) => toastSuccess(res.message),
  });
}

type ContactSwitch =
  | { portal_active: boolean }
  | { email_enabled: boolean }
  | { sms_enabled: boolean };

/** Portal account and delivery switches are bulk calls; the profile sends its one id. */
export function useContactSwitch(contactId: number) {
  return useMutation({
    mutationFn: (change: ContactSwitch) => {
      const selection = { ids: [contactId] };
      return 'portal_active' in change
        ? api.call(contactEndpoints.setPortalAccess, { body: { selection, ...change } })
        : api.call(contactEndpoints.updateDeliveryStatus, { body: { selection, ...change } });
    },
    meta: { invalidates: [contactKeys.detail(contactId)] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

// Profile sections

export function useNotes(contactId: number, page: number) {
  return useQuery({
    queryKey: contactKeys.notes(contactId, page),
    queryFn: ({ signal }) =>
      api.call(
        contactEndpoints.notes,
        { params: { contact: contactId }, query: { page, per_page: 10 } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAddNote(contactId: number) {
  return useMutation({
    mutationFn: (body: z.input<typeof noteBody>) => api.call(contactEndpoints.addNote, { body }),
    meta: { invalidates: [contactKeys.profile(contactId)] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useUpdateNote(contactId: number) {
  return useMutation({
    mutationFn: (body: z.input<typeof noteUpdateBody>) =>
      api.call(contactEndpoints.updateNote, { params: { contact: contactId }, body }),
    meta: { invalidates: [contactKeys.profile(contactId)] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useDeleteNotes(contactId: number) {
  return useMutation({
    mutationFn: (body: z.input<typeof deleteNotesBody>) =>
      api.call(contactEndpoints.deleteNotes, { body }),
    meta: { invalidates: [contactKeys.profile(contactId)] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useRewards(contactId: number) {
  return useQuery({
    queryKey: contactKeys.rewards(contactId),
    queryFn: ({ signal }) =>
      api.call(contactEndpoints.rewards, { params: { contact: contactId } }, { signal }),
  });
}

export type RewardRequest =
  | { kind: 'send'; body: z.input<typeof sendRewardBody> }
  | { kind: 'edit'; body: z.input<typeof editRewardBody> }
  | { kind: 'redeem'; body: z.input<typeof redeemRewardBody> }
  | { kind: 'delete'; body: z.input<typeof deleteRewardsBody> };

function sendReward(request: RewardRequest) {
  switch (request.kind) {
    case 'send':
      return api.call(contactEndpoints.sendReward, { body: request.body });
    case 'edit':
      return api.call(contactEndpoints.editRewards, { body: request.body });
    case 'redeem':
      return api.call(contactEndpoints.redeemPoints, { body: request.body });
    case 'delete':
      return api.call(contactEndpoints.deleteRewards, { body: request.body });
  }
}

/** Every reward call answers the new history; the stats and features used count points too. */
export function useRewardAction(contactId: number) {
  return useMutation({
    mutationFn: sendReward,
    meta: { invalidates: [contactKeys.stats(contactId), contactKeys.features(contactId)] },
    onSuccess: ({ message, ...rewards }) => {
      toastSuccess(message);
      queryClient.setQueryData(contactKeys.rewards(contactId), rewards);
    },
  });
}

export function useLifecycles(contactId: number, page: number) {
  return useQuery({
    queryKey: contactKeys.lifecycles(contactId, page),
    queryFn: ({ signal }) =>
      api.call(
        contactEndpoints.lifecycles,
        { params: { contact: contactId }, query: { page, per_page: 20 } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useContactStats(contactId: number) {
  return useQuery({
    queryKey: contactKeys.stats(contactId),
    queryFn: ({ signal }) =>
      api.call(contactEndpoints.stats, { params: { contact: contactId } }, { signal }),
    select: (res) => res.stats,
  });
}

export function useFeaturesUsed(contactId: number) {
  return useQuery({
    queryKey: contactKeys.features(contactId),
    queryFn: ({ signal }) =>
      api.call(contactEndpoints.featuresUsed, { params: { contact: contactId } }, { signal }),
    select: (res) => res.features,
  });
}

// Email checks and confirmation (001 §4, §7)

export function useEmailChecks(contactId: number) {
  const selection = { ids: [contactId] };
  const check = useMutation({
    mutationFn: () => api.call(contactEndpoints.validateEmail, { body: { selection } }),
    meta: { invalidates: [contactKeys.detail(contactId), contactKeys.lists] },
    onSuccess: (res) => toastSuccess(res.message),
  });
  const markValid = useMutation({
    mutationFn: () => api.call(contactEndpoints.markEmailValid, { params: { contact: contactId } }),
    meta: { invalidates: [contactKeys.lists] },
    onSuccess: (res) => {
      toastSuccess(res.message ?? contactMessages.updated);
      showContact(res);
    },
  });
  const confirmation = useMutation({
    mutationFn: (disabled: boolean) =>
      api.call(contactEndpoints.disableConfirmation, { body: { selection, disabled } }),
    meta: { invalidates: [contactKeys.detail(contactId)] },
    onSuccess: (res) => toastSuccess(res.message),
  });
  return { check, markValid, confirmation };
}

/** PUT contact/{id}/resend-member-id: the member ID, with the location's member-ID message. */
export function useResendMemberId(contactId: number) {
  return useMutation({
    mutationFn: () => api.call(contactEndpoints.resendMemberId, { params: { contact: contactId } }),
    meta: { invalidates: [messagingKeys.all] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}
