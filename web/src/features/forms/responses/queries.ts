import { type ContactEnableDisableFormBody, formEndpoints } from '@coachline/contract/forms';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { saveFile } from '../../../ui/saveFile';
import { toastSuccess } from '../../../ui/toast';
import { formKeys } from '../keys';
import { formResponseKeys } from './keys';

// A form's responses (001 §7 Forms): one response signed in and on its public page, with its
// PDF; the respondents and deleting submitted forms; the analytics with their PDF and CSV; and
// the forms sent to a contact (001 §7 Contact).

const toastMessage = (res: { message: string }) => toastSuccess(res.message);
// A response deleted or a form switched changes the forms' counts too.
const writes = { invalidates: [formKeys.all] };

export type ResponseRef = { formId: number; contactId: number | null; respondentId: number };

const responseQuery = (ref: ResponseRef) => ({
  form_id: ref.formId,
  respondent_id: ref.respondentId,
  ...(ref.contactId ? { contact_id: ref.contactId } : {}),
});

export function useFormResponse(ref: ResponseRef) {
  return useQuery({
    queryKey: formResponseKeys.response(ref.formId, ref.respondentId),
    queryFn: ({ signal }) =>
      api.call(formEndpoints.viewResponse, { query: responseQuery(ref) }, { signal }),
  });
}

/** FormPublicResponse's call: the visitor is not signed in, so the page tells its failures. */
export function usePublicFormResponse(formId: string, contactId: string, respondent: string) {
  return useQuery({
    queryKey: formResponseKeys.publicResponse(formId, contactId, respondent),
    queryFn: ({ signal }) =>
      api.call(
        formEndpoints.viewPublicResponse,
        { query: { form_id: formId, contact_id: contactId, respondent } },
        { signal, handleErrors: false },
      ),
    retry: false,
  });
}

/** One response as a PDF, named by its file_name (001 §3). */
export function useDownloadResponse() {
  return useMutation({
    mutationFn: async (input: ResponseRef & { fileName: string }) =>
      saveFile(
        await api.download(formEndpoints.downloadResponse, `${input.fileName}.pdf`, {
          query: responseQuery(input),
        }),
      ),
  });
}

/** A form's submissions, 10 a page; with `contactId` only that contact's. */
export function useRespondents(formId: number, page: number, search: string, contactId?: number) {
  return useQuery({
    queryKey: formResponseKeys.respondentPage(formId, page, search, contactId),
    queryFn: ({ signal }) =>
      api.call(
        formEndpoints.respondents,
        {
          query: {
            form_id: formId,
            page,
            per_page: 10,
            ...(search ? { search } : {}),
            ...(contactId ? { contact_id: contactId } : {}),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteSubmitted() {
  return useMutation({
    mutationFn: (body: { form_id: number; respondent_ids: number[] }) =>
      api.call(formEndpoints.deleteSubmitted, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useFormAnalytics(formId: number) {
  return useQuery({
    queryKey: formResponseKeys.analytics(formId),
    queryFn: ({ signal }) =>
      api.call(formEndpoints.analytics, { query: { form_id: formId } }, { signal }),
  });
}

/** The analytics as a PDF or every response as CSV, named as the server names them. */
export function useDownloadAnalytics(formId: number) {
  return useMutation({
    mutationFn: async (kind: 'pdf' | 'csv') =>
      saveFile(
        kind === 'pdf'
          ? await api.download(formEndpoints.downloadAnalytics, `form-${formId}-analytics.pdf`, {
              params: { form: formId },
            })
          : await api.download(formEndpoints.downloadAnalyticsCsv, `form-${formId}-analytics.csv`, {
              params: { form: formId },
            }),
      ),
  });
}

// The contact profile's Forms section.

export function useContactForms(contactId: number, page: number) {
  return useQuery({
    queryKey: formResponseKeys.contactFormPage(contactId, page),
    queryFn: ({ signal }) =>
      api.call(
        formEndpoints.contactForms,
        { params: { contact: contactId }, query: { page, per_page: 10 } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every form by title, to pick from; only while the picker is open. */
export function usePickableForms(search: string, enabled: boolean) {
  return useQuery({
    queryKey: formResponseKeys.pickable(search),
    queryFn: ({ signal }) =>
      api.call(formEndpoints.listAll, { query: search ? { search } : {} }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Enabled or disabled for the contact, in their client portal or not (001 §4). */
export function useContactEnableDisable() {
  return useMutation({
    mutationFn: (body: ContactEnableDisableFormBody) =>
      api.call(formEndpoints.contactEnableDisable, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}
