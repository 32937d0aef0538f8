import {
  type CategoryBody,
  type CreateTemplateBody,
  type EditTemplateBody,
  type SendTemplateBody,
  type TemplateFilter,
  type TemplateListQuery,
  templateEndpoints,
} from '@coachline/contract/templates';
import {
  type TestEmailPreviewBody,
  type TestSmsPreviewBody,
  testMessageEndpoints,
} from '@coachline/contract/test-messages';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastError, toastSuccess } from '../../ui/toast';
import { broadcastKeys } from '../broadcasts/keys';
import { contactKeys } from '../contacts/keys';
import { messagingKeys } from '../messaging/keys';
import { templateKeys } from './keys';

// The template library (001 §7 Templates).

export function useTemplateCategories(type: TemplateFilter) {
  return useQuery({
    queryKey: templateKeys.categories(type),
    queryFn: ({ signal }) =>
      api.call(templateEndpoints.categories, { query: { type } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTemplates(query: TemplateListQuery) {
  return useQuery({
    queryKey: templateKeys.list(query),
    queryFn: ({ signal }) => api.call(templateEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The messages sent from one template, or from all; asked again while one is still queued. */
export function useTemplateLogs(templateId: number | null, page: number, enabled: boolean) {
  return useQuery({
    queryKey: templateKeys.logs(templateId, page),
    queryFn: ({ signal }) =>
      api.call(
        templateEndpoints.logs,
        { query: { page, per_page: 10, template_id: templateId ?? undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: (query) =>
      query.state.data?.data.some((entry) => entry.log?.status === 'queued') ? 2000 : false,
  });
}

const writes = { invalidates: [templateKeys.all] };
const toastMessage = (res: { message: string }) => toastSuccess(res.message);

export function useSaveCategory() {
  return useMutation({
    mutationFn: ({ id, ...body }: CategoryBody & { id?: number | undefined }) =>
      id
        ? api.call(templateEndpoints.editCategory, {
            params: { category: id },
            body: { name: body.name },
          })
        : api.call(templateEndpoints.createCategory, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDeleteCategory() {
  return useMutation({
    mutationFn: (id: number) =>
      api.call(templateEndpoints.removeCategory, { params: { category: id } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useCreateTemplate() {
  return useMutation({
    mutationFn: (body: CreateTemplateBody) => api.call(templateEndpoints.create, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useEditTemplate() {
  return useMutation({
    mutationFn: (body: EditTemplateBody) => api.call(templateEndpoints.edit, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useRenameTemplate() {
  return useMutation({
    mutationFn: (body: { template_id: number; name: string }) =>
      api.call(templateEndpoints.rename, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useChangeCategory() {
  return useMutation({
    mutationFn: (body: { template_id: number; category_id: number }) =>
      api.call(templateEndpoints.changeCategory, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDuplicateTemplate() {
  return useMutation({
    mutationFn: (templateId: number) =>
      api.call(templateEndpoints.duplicate, { body: { template_id: templateId } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDeleteTemplate() {
  return useMutation({
    mutationFn: (templateId: number) =>
      api.call(templateEndpoints.remove, { body: { template_id: templateId } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useAddBroadcastDraft() {
  return useMutation({
    mutationFn: (templateId: number) =>
      api.call(templateEndpoints.addBroadcastDraft, { body: { template_id: templateId } }),
    meta: { invalidates: [templateKeys.all, broadcastKeys.all] },
    onSuccess: toastMessage,
  });
}

/**
 * Sends a template to a contact. A falsy status is a refusal whose text is shown (001 §7), and
 * the answer says whether it went.
 */
export function useSendTemplate() {
  return useMutation({
    mutationFn: async (body: SendTemplateBody) => {
      const res = await api.call(templateEndpoints.sendToContact, { body });
      if (res.status) toastSuccess(res.message);
      else toastError(res.message);
      return Boolean(res.status);
    },
    meta: { invalidates: [templateKeys.all, messagingKeys.all, contactKeys.profiles] },
  });
}

// Previews and tests, with sample values (test-email, test-sms). A preview fails quietly: the
// form already says what is wrong with the text being typed.

export function useEmailPreview() {
  return useMutation({
    mutationFn: (body: TestEmailPreviewBody) =>
      api.call(testMessageEndpoints.emailPreview, { body }, { handleErrors: false }),
  });
}

export function useSmsPreview() {
  return useMutation({
    mutationFn: (body: TestSmsPreviewBody) =>
      api.call(testMessageEndpoints.smsPreview, { body }, { handleErrors: false }),
  });
}

export function useSendTest() {
  return useMutation({
    mutationFn: (message: { email: TestEmailPreviewBody } | { sms: TestSmsPreviewBody }) =>
      'email' in message
        ? api.call(testMessageEndpoints.emailSend, { body: message.email })
        : api.call(testMessageEndpoints.smsSend, { body: message.sms }),
    onSuccess: toastMessage,
  });
}
