import { formEndpoints, type PublicSubmitBody } from '@coachline/contract/forms';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { formResponseKeys } from '../responses/keys';

// The public form's own calls (FormFill, /f/{key}). The visitor is not signed in, so the app's
// error catalogue (sign-in dialogs, the 403 page, its toasts) is not theirs: the page says
// what went wrong itself.

export function usePublicForm(key: string) {
  return useQuery({
    queryKey: formResponseKeys.publicForm(key),
    queryFn: ({ signal }) =>
      api.call(formEndpoints.publicForm, { params: { key } }, { signal, handleErrors: false }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSubmitForm(key: string) {
  return useMutation({
    mutationFn: (body: PublicSubmitBody) =>
      api.call(formEndpoints.publicSubmit, { params: { key }, body }, { handleErrors: false }),
  });
}

/** One file question's file, stored for the submission that follows. */
export function useUploadAnswer(key: string) {
  return useMutation({
    mutationFn: (input: { questionId: number; file: File }) => {
      const form = new FormData();
      // The server reads the question before the file part.
      form.append('question_id', String(input.questionId));
      form.append('file', input.file);
      return api.call(
        formEndpoints.publicUpload,
        { params: { key } },
        { form, handleErrors: false },
      );
    },
  });
}
