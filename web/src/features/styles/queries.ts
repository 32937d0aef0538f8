import { type SavedStyle, styleEndpoints } from '@coachline/contract/styles';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastSuccess } from '../../ui/toast';
import { styleKeys } from './keys';

// The location's saved headline and subheadline styles, one per content type (001 §3, §7
// Common): a content editor starts from them and may keep its own as the new saved style.

export type StyledContentType = SavedStyle['content_type'];

export function useSavedStyle(type: StyledContentType) {
  return useQuery({
    queryKey: styleKeys.saved(type),
    queryFn: ({ signal }) =>
      api.call(styleEndpoints.savedStyleOf, { params: { type: `${type}` as const } }, { signal }),
    select: (res) => res.style,
  });
}

export function useSaveStyle() {
  return useMutation({
    mutationFn: (body: SavedStyle) => api.call(styleEndpoints.updateSavedStyle, { body }),
    meta: { invalidates: [styleKeys.all] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}
