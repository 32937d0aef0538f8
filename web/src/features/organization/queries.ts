import { messages } from '@coachline/contract/messages';
import {
  type AddUsersBody,
  organizationEndpoints as calls,
  type LocationBody,
  organizationMessages,
  type SaveUserBody,
  type UserListQuery,
} from '@coachline/contract/organization';
import { userEndpoints } from '@coachline/contract/users';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastError, toastSuccess } from '../../ui/toast';
import { sessionKeys } from '../session/keys';
import { useRefreshedSession } from '../session/sessionQuery';
import { organizationKeys } from './keys';

// Locations and users of the organization (002 §7 Organization). A location write changes the
// switcher and the session's locations too.

/** The signed-in user owns the organization: every permission, and the only one to change owners. */
export function useIsOwner(): boolean {
  const session = useRefreshedSession();
  return Boolean(session?.user.is_organization_owner && !session.user.company_id);
}

const locationWrites = {
  invalidates: [organizationKeys.all, sessionKeys.locations, sessionKeys.refresh],
};
const userWrites = { invalidates: [organizationKeys.all] };
const toastMessage = (res: { message: string }) => toastSuccess(res.message);

export function useOrganizationLocations() {
  return useQuery({
    queryKey: organizationKeys.locations,
    queryFn: ({ signal }) => api.call(calls.locations, {}, { signal }),
  });
}

export function useCreateLocation() {
  return useMutation({
    mutationFn: (body: LocationBody) => api.call(calls.createLocation, { body }),
    meta: locationWrites,
    // The call answers the new location only; the message is the spec's for a saved one.
    onSuccess: () => toastSuccess(messages.secondaryLocationSaved),
  });
}

export function useUpdateLocation() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: LocationBody }) =>
      api.call(calls.updateLocation, { params: { location: id }, body }),
    meta: locationWrites,
    onSuccess: toastMessage,
  });
}

/** The primary location is the organization's own details (user/update, owner only). */
export function useUpdatePrimaryLocation() {
  return useMutation({
    mutationFn: (body: LocationBody) => api.call(userEndpoints.updatePrimaryAccount, { body }),
    meta: locationWrites,
    onSuccess: toastMessage,
  });
}

export function useSuspendLocation() {
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 0 | 1 }) =>
      api.call(calls.suspendLocation, { params: { location: id }, body: { status } }),
    meta: locationWrites,
    onSuccess: toastMessage,
  });
}

export function useDeleteLocation() {
  return useMutation({
    mutationFn: ({ id, confirm }: { id: number; confirm: string }) =>
      api.call(calls.deleteLocation, { params: { location: id }, body: { confirm } }),
    meta: locationWrites,
    onSuccess: toastMessage,
  });
}

export function useRestoreLocation() {
  return useMutation({
    mutationFn: (id: number) => api.call(calls.restoreLocation, { params: { location: id } }),
    meta: locationWrites,
    onSuccess: toastMessage,
  });
}

export function useAddUsers() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AddUsersBody }) =>
      api.call(calls.addUsers, { params: { location: id }, body }),
    meta: { invalidates: [organizationKeys.all] },
    onSuccess: toastMessage,
  });
}

export function useOrganizationUsers(query: UserListQuery, enabled = true) {
  return useQuery({
    queryKey: organizationKeys.users(query),
    queryFn: ({ signal }) => api.call(calls.users, { query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useUserPermissions(id: number | undefined) {
  return useQuery({
    queryKey: organizationKeys.user(id ?? 0),
    queryFn: ({ signal }) =>
      api.call(calls.userPermissions, { params: { user: id ?? 0 } }, { signal }),
    enabled: id !== undefined,
  });
}

export function useSaveUser() {
  return useMutation({
    mutationFn: (body: SaveUserBody) => api.call(calls.saveUser, { body }),
    meta: userWrites,
    onSuccess: () => toastSuccess(organizationMessages.userSaved),
  });
}

export function useDeleteUser() {
  return useMutation({
    mutationFn: (id: number) => api.call(calls.deleteUser, { params: { user: id } }),
    meta: userWrites,
    onSuccess: toastMessage,
  });
}

/** 002 §8: a false status means the mail could not go. */
export function useResendCredentials() {
  return useMutation({
    mutationFn: (id: number) => api.call(calls.resendCredentials, { params: { user: id } }),
    onSuccess: (res) =>
      res.status === 1 ? toastSuccess(res.message) : toastError(messages.genericFailure),
  });
}
