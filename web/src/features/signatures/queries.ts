import { type EmailButtonBody, emailContentEndpoints } from '@coachline/contract/email-buttons';
import {
  type SignatureBody,
  type SignatureListResponse,
  signatureEndpoints,
} from '@coachline/contract/signatures';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryClient } from '../../app/queryClient';
import { toastSuccess } from '../../ui/toast';
import { signatureKeys } from './keys';

// Signatures (001 §7 Signature) and email buttons (001 §7 Content setting) of the accessed
// location, and the images of emails (file-upload).

export function useSignatures() {
  return useQuery({
    queryKey: signatureKeys.list,
    queryFn: ({ signal }) => api.call(signatureEndpoints.list, {}, { signal }),
  });
}

const signatureWrites = { invalidates: [signatureKeys.all] };

export function useStoreSignature() {
  return useMutation({
    mutationFn: (body: SignatureBody) => api.call(signatureEndpoints.store, { body }),
    meta: signatureWrites,
    onSuccess: (res) => {
      toastSuccess(res.message);
      // The list shows the outcome at once, before it is read again.
      queryClient.setQueryData<SignatureListResponse>(signatureKeys.list, (list) => {
        if (!list) return list;
        const others = list.signatures.filter((s) => s.id !== res.signature.id);
        const kept = list.signatures.length > others.length;
        return {
          ...list,
          default: res.default,
          apply_to_all: res.apply_to_all,
          signatures: (kept
            ? list.signatures.map((s) => (s.id === res.signature.id ? res.signature : s))
            : [...list.signatures, res.signature]
          ).map((s) => ({ ...s, is_default: s.id === res.default })),
        };
      });
    },
  });
}

export function useDeleteSignature() {
  return useMutation({
    mutationFn: (id: number) => api.call(signatureEndpoints.remove, { params: { signature: id } }),
    meta: signatureWrites,
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useEmailButtons() {
  return useQuery({
    queryKey: signatureKeys.buttons,
    queryFn: ({ signal }) => api.call(emailContentEndpoints.buttonList, {}, { signal }),
  });
}

const buttonWrites = { invalidates: [signatureKeys.buttons] };

export function useSaveEmailButton() {
  return useMutation({
    mutationFn: (body: EmailButtonBody) => api.call(emailContentEndpoints.updateButton, { body }),
    meta: buttonWrites,
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useDeleteEmailButton() {
  return useMutation({
    mutationFn: (id: number) =>
      api.call(emailContentEndpoints.deleteButton, { params: { button: id } }),
    meta: buttonWrites,
    onSuccess: (res) => toastSuccess(res.message),
  });
}
