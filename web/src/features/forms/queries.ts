import {
  type CreateFormBody,
  type FormListQuery,
  formEndpoints,
  type SaveQuestionBody,
  type SendFormsBody,
  type UpdateFormBody,
} from '@coachline/contract/forms';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../api/client';
import { queryClient } from '../../app/queryClient';
import { toastSuccess } from '../../ui/toast';
import { formKeys } from './keys';

// The forms of the location and their questions (001 §7 Forms).

export function useForms(query: FormListQuery) {
  return useQuery({
    queryKey: formKeys.list(query),
    queryFn: ({ signal }) => api.call(formEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The form the editor opens, with its settings; null when the location has no such form. */
export function useFormDetails(formId: number | null) {
  return useQuery({
    queryKey: formKeys.details(formId ?? 0),
    enabled: formId !== null,
    queryFn: async ({ signal }) => {
      try {
        const res = await api.call(
          formEndpoints.details,
          { params: { form: formId ?? 0 } },
          { signal, handleErrors: false },
        );
        return res.form;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useQuestions(formId: number | null) {
  return useQuery({
    queryKey: formKeys.questions(formId ?? 0),
    enabled: formId !== null,
    queryFn: ({ signal }) =>
      api.call(formEndpoints.questions, { params: { form: formId ?? 0 } }, { signal }),
    select: (res) => res.questions,
  });
}

const writes = { invalidates: [formKeys.all] };
const toastMessage = (res: { message: string }) => toastSuccess(res.message);

export function useCreateForm() {
  return useMutation({
    mutationFn: (body: CreateFormBody) => api.call(formEndpoints.create, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useRenameForm() {
  return useMutation({
    mutationFn: (body: { form_id: number; title: string }) =>
      api.call(formEndpoints.rename, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDuplicateForm() {
  return useMutation({
    mutationFn: (formId: number) =>
      api.call(formEndpoints.duplicate, { body: { form_id: formId } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDeleteForm() {
  return useMutation({
    mutationFn: (formId: number) => api.call(formEndpoints.remove, { body: { form_id: formId } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

/** Closes a form to submissions (with the message its public page shows) or opens it. */
export function useSetFormDisable() {
  return useMutation({
    mutationFn: (body: { form_id: number; is_disabled: boolean; disable_message?: string }) =>
      api.call(formEndpoints.setFormDisable, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useUpdateForm(formId: number) {
  return useMutation({
    mutationFn: (body: UpdateFormBody) =>
      api.call(formEndpoints.update, { params: { form: formId }, body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useSendForms() {
  return useMutation({
    mutationFn: (body: SendFormsBody) => api.call(formEndpoints.sendToContact, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useRestrictForms() {
  return useMutation({
    mutationFn: (body: SendFormsBody) => api.call(formEndpoints.restrictFromContact, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

/** Saves a question: "Form question has been saved successfully!" (001 §8). */
export function useSaveQuestion(formId: number) {
  return useMutation({
    mutationFn: (body: SaveQuestionBody) =>
      api.call(formEndpoints.saveQuestion, { params: { form: formId }, body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDuplicateQuestion() {
  return useMutation({
    mutationFn: (questionId: number) =>
      api.call(formEndpoints.duplicateQuestion, { params: { question: questionId } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDeleteQuestion() {
  return useMutation({
    mutationFn: (questionId: number) =>
      api.call(formEndpoints.removeQuestion, { params: { question: questionId } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

/** Saves the questions' order, top first; the answer's order is shown at once. */
export function useSortQuestions(formId: number) {
  return useMutation({
    mutationFn: (questionIds: number[]) =>
      api.call(formEndpoints.sortQuestions, {
        body: { form_id: formId, question_ids: questionIds },
      }),
    meta: writes,
    onSuccess: (res) => {
      queryClient.setQueryData(formKeys.questions(formId), {
        status: 1 as const,
        questions: res.questions,
      });
      toastMessage(res);
    },
  });
}
