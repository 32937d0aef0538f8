import {
  imageLibraryEndpoints as endpoints,
  freeImagesPerPage,
  type ImageListQuery,
  type LibraryImage,
} from '@coachline/contract/image-library';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastSuccess } from '../../ui/toast';
import { imageKeys } from './keys';

// The image library (000 §2.5, §7.6): sizes, the location's images, uploads and free photos.

export function useImageTypes() {
  return useQuery({
    queryKey: imageKeys.types,
    queryFn: ({ signal }) => api.call(endpoints.types, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLibraryImages(query: Partial<ImageListQuery>, enabled = true) {
  return useQuery({
    queryKey: imageKeys.list(query),
    queryFn: ({ signal }) => api.call(endpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useFreeImages(search: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: imageKeys.free(search, page),
    queryFn: ({ signal }) =>
      api.call(
        endpoints.freeImages,
        { query: { search, page, per_page: freeImagesPerPage } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** What the cropper sends: the whole original, the box in its pixels and the flips. */
export type CropRequest = {
  file: Blob;
  fileName: string;
  size: string;
  folderId: number | null;
  crop?: { x: number; y: number; width: number; height: number };
  flipHorizontal?: boolean;
  flipVertical?: boolean;
};

const writes = { invalidates: [imageKeys.all] };

export function useUploadImage() {
  return useMutation({
    mutationFn: (request: CropRequest) => {
      const form = new FormData();
      // The fields first: the server reads them before the image streams past.
      form.append('size', request.size);
      form.append('type', request.size);
      form.append('folder_id', String(request.folderId ?? 0));
      if (request.crop) {
        form.append('crop_x', String(Math.round(request.crop.x)));
        form.append('crop_y', String(Math.round(request.crop.y)));
        form.append('crop_width', String(Math.round(request.crop.width)));
        form.append('crop_height', String(Math.round(request.crop.height)));
      }
      if (request.flipHorizontal) form.append('flip_horizontal', '1');
      if (request.flipVertical) form.append('flip_vertical', '1');
      form.append('image', request.file, request.fileName);
      // Failures are the cropper's to tell (000 §6: one message, errors.image in red).
      return api.upload(endpoints.upload, form, () => {}, { handleErrors: false });
    },
    meta: writes,
  });
}

/** Several images kept whole, into a folder; `onProgress` hears the share sent so far. */
export function useBulkUpload(onProgress: (share: number) => void) {
  return useMutation({
    mutationFn: ({ files, folderId }: { files: File[]; folderId: number | null }) => {
      const form = new FormData();
      form.append('type', 'all');
      form.append('size', 'all');
      form.append('folder_id', String(folderId ?? 0));
      for (const file of files) form.append('images', file, file.name);
      return api.upload(endpoints.bulkUpload, form, (sent, total) =>
        onProgress(total === 0 ? 1 : sent / total),
      );
    },
    meta: writes,
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useDeleteImage() {
  return useMutation({
    mutationFn: (image: LibraryImage) =>
      api.call(endpoints.remove, { params: { image: image.id } }),
    meta: writes,
    onSuccess: (res) => toastSuccess(res.message),
  });
}

/** A free photo's bytes, fetched by the server (a browser may not read another site's). */
export async function fetchPhoto(url: string): Promise<Blob> {
  return (await api.download(endpoints.fetchImage, 'photo.jpg', { body: { url } })).blob;
}
