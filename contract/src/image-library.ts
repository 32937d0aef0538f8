import { z } from 'zod';
import { pageQuery, paginated } from './api';
import { statusMessageResponse } from './auth';
import { imageSizes, maxImageBytes } from './constants';
import { endpoint } from './endpoint';
import { dbIdText, maxDbId } from './ids';

// The image library (000 §2.5, §3 Library image and free stock photo result, §7.6): every image
// a location uploads through the image uploader, cropped to a named size, kept in folders (asset
// type `images`), picked again from My Library, or found among free stock photos. 000 names
// `image-library/bulk-upload` and the fields; the other paths are "not shown": these are ours.
// Uploading and picking is what every content editor does, so any member may; deleting an
// image is the file manager's (files, delete).

/** A size as the uploader names it: `WxH` in pixels (lower case x), or `all` for any size. */
export const imageSizeName = z
  .string({ error: 'Please choose an image size' })
  .trim()
  .toLowerCase()
  .max(9, 'The size must be all or WIDTHxHEIGHT, as 180x60')
  .regex(/^(all|[1-9]\d{0,3}x[1-9]\d{0,3})$/, 'The size must be all or WIDTHxHEIGHT, as 180x60');
export type ImageSizeName = z.output<typeof imageSizeName>;

/** The pixels of a `WxH` size; undefined for `all`. */
export function pixelsOf(size: ImageSizeName): { width: number; height: number } | undefined {
  const match = /^(\d+)x(\d+)$/.exec(size);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}

/** 000 §9: the library's size filters; the 180x60 type also shows 180x180 images. */
export const librarySizeFilters = [
  '2560x600',
  '1280x300',
  '768x300',
  '746x480',
  '1200x800',
  '1200x630',
] as const;
export const logoSize = '180x60';
export const squareLogoSize = '180x180';
/** 000 §9: the cropper's two logo ratios. */
export const logoRatios = { [logoSize]: 3, [squareLogoSize]: 1 } as const;

/** 000 §9: the library's pages, and the free images' (the add-files dialog's 20 comes with it). */
export const libraryPerPage = 12;
/** 000 §9: the share of the picture the cropper's box covers when it opens. */
export const initialCropArea = 0.75;
export const freeImagesPerPage = 12;
/** 000 §9: an empty free-image search looks for this. */
export const defaultFreeImageSearch = 'Fitness';
/** The most images one bulk upload carries. */
export const maxImagesPerBulkUpload = 20;

export const imageLibraryMessages = {
  uploaded: 'Image successfully uploaded!',
  uploadFailed: 'Unable to upload image, Please try to reduce the cropped image and upload again!',
  selectImage: 'Please select an image file',
  tooLarge: 'The image may not be greater than 15MB.',
  gifOnly: 'Please select a gif image',
  notImage: 'The file is not an image this app can read (jpeg, png, gif or webp)',
  tooManyPixels: 'The image has too many pixels to be read',
  tooSmall: (size: string) => `The image is smaller than ${size}, the minimum size`,
  cropOutside: 'The crop area must lie inside the image',
  deleted: 'Image has been deleted successfully!',
  archivedFolder: 'Images cannot be uploaded into an archived folder',
  selectToAdd: 'Please select at least one file to add to this folder.',
  tooMany: `At most ${maxImagesPerBulkUpload} images can be uploaded at once`,
  freeImagesOff: 'Free images are not configured on this server (PEXELS_API_KEY is not set)',
  freeImagesFailed: 'The free image search is not answering; please try again later',
  urlRefused: 'Only public http and https addresses can be fetched',
  urlFailed: 'The image could not be fetched from that address',
} as const;

/** 000 §3 Library image: where it is served, and whether it was cropped. */
export const libraryImage = z.object({
  id: z.number().int(),
  /** Absolute path on this app (`/uploads/media/{user id}/{size}/…`). */
  img_src: z.string(),
  is_cropped: z.union([z.literal(0), z.literal(1)]),
  /** The size it was cropped to (`WxH`), or `all`. */
  type: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  /** Its folder (asset type images); null in the main folder. */
  folder_id: z.number().int().nullable(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
});
export type LibraryImage = z.infer<typeof libraryImage>;

export const imageType = z.object({
  /** `WxH`, what uploads send as `size` and `type`. */
  value: z.string(),
  /** The spec's name for it where it has one (public-logo, author-image…). */
  name: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
});

export const imageTypesResponse = z.object({
  status: z.literal(1),
  types: z.array(imageType),
  /** The library's size filters (000 §9). */
  library_filters: z.array(z.string()),
  /** Whether the Free Images tab can search (a Pexels key is set). */
  free_images: z.boolean(),
});

/** The image types: every named size of 000 §9, one entry per distinct `WxH`. */
export function namedImageTypes(): z.infer<typeof imageType>[] {
  const byValue = new Map<string, z.infer<typeof imageType>>();
  for (const [name, { width, height }] of Object.entries(imageSizes)) {
    const value = `${width}x${height}`;
    if (!byValue.has(value)) byValue.set(value, { value, name, width, height });
  }
  return [...byValue.values()];
}

const folderIdText = z.coerce.number().int().min(0).max(maxDbId);
const flag = z.union([z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')]);
const pixel = z.coerce.number().int().min(0).max(100_000);

/**
 * The fields of a single upload (multipart, before the `image` part). Without a crop box the
 * image is kept whole (`is_cropped` 0), shrunk to fit the size; with one, the server flips the
 * picture as asked and cuts the box, in the original's pixels of the picture as the cropper
 * shows it (its orientation applied, then flipped), and resizes it to exactly the size.
 */
export const imageUploadFields = z.object({
  size: imageSizeName,
  /** 000 §3: equal to size. */
  type: imageSizeName.optional(),
  /** The location the image belongs to; the caller's current one when absent. */
  location: folderIdText.optional(),
  /** The library image this one replaces (its record is kept, its picture changes). */
  original_id: folderIdText.optional(),
  folder_id: folderIdText.default(0),
  crop_x: pixel.optional(),
  crop_y: pixel.optional(),
  crop_width: pixel.optional(),
  crop_height: pixel.optional(),
  flip_horizontal: flag.optional(),
  flip_vertical: flag.optional(),
});
export type ImageUploadFields = z.output<typeof imageUploadFields>;

/** 000 §7.6 bulk upload: the fields before the `images` parts; each image is kept whole. */
export const bulkUploadFields = z.object({
  size: imageSizeName.default('all'),
  type: imageSizeName.optional(),
  location: folderIdText.optional(),
  folder_id: folderIdText.default(0),
});

export const imageListQuery = pageQuery.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(libraryPerPage),
  /** One folder's images; 0 the main folder's; absent every image. */
  folder_id: folderIdText.optional(),
  type: imageSizeName.optional(),
  /** 1: only images of `type` (180x60 also shows 180x180); 0: every size. */
  selected_size_only: z.coerce.number().int().min(0).max(1).default(0),
});
export type ImageListQuery = z.output<typeof imageListQuery>;

export const freeImageQuery = z.object({
  search: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(80).default(freeImagesPerPage),
});

/** 000 §3 free stock photo result (Pexels' photo, the fields the tab uses). */
export const freePhoto = z.object({
  id: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  photographer: z.string(),
  photographer_url: z.string(),
  src: z.object({ large: z.string(), large2x: z.string(), medium: z.string(), tiny: z.string() }),
});
export type FreePhoto = z.infer<typeof freePhoto>;

export const freeImagesResponse = z.object({
  status: z.literal(1),
  photos: z.array(freePhoto),
  page: z.number().int(),
  last_page: z.number().int(),
  total_results: z.number().int(),
});

export const fetchImageBody = z.object({
  url: z.url({ error: imageLibraryMessages.urlRefused }).max(2000),
});

const imageResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  response: libraryImage,
});
const images = { tag: 'image-library' } as const;
const member = { permission: 'member' } as const;

export const imageLibraryEndpoints = {
  types: endpoint({
    ...images,
    ...member,
    method: 'GET',
    path: 'image-library/image-types',
    description: 'The image sizes the uploader offers, and whether free images are available.',
    response: imageTypesResponse,
  }),
  list: endpoint({
    ...images,
    ...member,
    method: 'GET',
    path: 'image-library/list',
    description: 'The location’s images, newest first, by folder and size.',
    query: imageListQuery,
    response: paginated(libraryImage),
  }),
  upload: endpoint({
    ...images,
    ...member,
    method: 'POST',
    path: 'image-library/upload',
    description: `Multipart: the fields of \`imageUploadFields\`, then \`image\` (jpeg, png, gif or webp; up to ${maxImageBytes / 1024 / 1024} MB). Errors answer under \`errors.image\`.`,
    upload: true,
    response: imageResponse,
  }),
  bulkUpload: endpoint({
    ...images,
    ...member,
    method: 'POST',
    path: 'image-library/bulk-upload',
    description: `Multipart: \`type\`, \`size\`, \`folder_id\`, \`location\`, then up to ${maxImagesPerBulkUpload} parts named \`images\`. All are stored or none.`,
    upload: true,
    response: z.object({
      status: z.literal(1),
      message: z.string(),
      response: z.array(libraryImage),
    }),
  }),
  remove: endpoint({
    ...images,
    permission: { area: 'files', action: 'delete' },
    method: 'DELETE',
    path: 'image-library/:image',
    description: 'Deletes the image and its stored bytes, for good.',
    params: z.object({ image: dbIdText }),
    response: statusMessageResponse,
  }),
  freeImages: endpoint({
    ...images,
    ...member,
    method: 'GET',
    path: 'image-library/free-images',
    description: `Free stock photos (Pexels); an empty search looks for ${defaultFreeImageSearch}. 503 when no key is set.`,
    query: freeImageQuery,
    response: freeImagesResponse,
  }),
  fetchImage: endpoint({
    ...images,
    ...member,
    method: 'POST',
    path: 'image-library/fetch',
    description:
      'An image from a public http(s) address, as its bytes (to crop and upload). Private, loopback and link-local addresses are refused.',
    body: fetchImageBody,
    produces: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  }),
};
