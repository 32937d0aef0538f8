import { z } from 'zod';
import { dashboardPageQuery, pageQuery, paginated } from './api';
import { statusMessageResponse } from './auth';
import { endpoint } from './endpoint';
import { fileName } from './files';
import { contactDbId, contactIdText, dbId, dbIdText, idArray, maxDbId } from './ids';
import { textStyle } from './styles';

// Pages (001 §2 PageIndex, PageEdit; §3 Saved style content_type 2; §4 enabled or disabled for
// a contact and in their portal; §5 page-disable's errors on one field; §7 Page and Contact;
// §9 dashboard lists with mode all). A location's lesson pages: a headline and subheadline in
// the saved style, a cover image, rich content (headings, lists, images, video embeds and
// buttons, sanitized on the server) and downloads, kept in folders (asset type `pages`) and sent
// to contacts. 001 names the calls, not their shapes: these are ours, with its paths.

export const pageTitleMax = 100;
export const pageHeadlineMax = 200;
export const pageSubheadlineMax = 500;
/** What one page's content (HTML) may hold. */
export const pageContentMax = 200_000;
/** The most pages (and contacts) one send or restrict may name. */
export const maxSendPages = 100;
export const maxSendPageContacts = 100;
/** The most pages `page/list-all` answers (pickers, not pages). */
export const pageListAllMax = 1000;
/** The most downloads one page holds. */
export const maxPageDownloads = 50;
/** The most one download may hold; the account's storage limit applies as well. */
export const maxPageDownloadBytes = 100 * 1024 * 1024;

/** The hosts a video embed may come from (an iframe of any other is dropped). */
export const videoEmbedHosts = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

export const pageMessages = {
  created: 'Page has been created successfully!',
  renamed: 'Page has been renamed successfully!',
  duplicated: 'Page has been duplicated successfully!',
  deleted: 'Page has been deleted successfully!',
  updated: 'Page has been updated successfully!',
  sent: 'Page(s) have been successfully sent!',
  restricted: 'Page(s) have been successfully restricted from the contact!',
  enabled: 'Page has been enabled successfully!',
  disabled: 'Page has been disabled successfully!',
  membersRemoved: 'Assigned member(s) have been removed successfully!',
  downloadAdded: 'Download has been added successfully!',
  downloadRenamed: 'Download has been renamed successfully!',
  downloadDeleted: 'Download has been deleted successfully!',
  titleRequired: 'The title field is required',
  titleTooLong: `The title may not be greater than ${pageTitleMax} characters`,
  choosePage: 'Please choose at least one page',
  chooseContact: 'Please choose at least one contact',
  disableMessageRequired: 'The disable message field is required',
  /** 001 §8: a page-disable failure whose errors cannot be read. */
  disableFailed: 'We are unable to process your request, Please try again!',
  archivedFolder: 'Pages cannot be created in an archived folder',
  noFile: 'Please choose a file to upload',
  emptyFile: 'The file is empty',
  tooLarge: `The file is larger than ${maxPageDownloadBytes / 1024 / 1024} MB, the most a download may be`,
  tooManyDownloads: `A page may have at most ${maxPageDownloads} downloads`,
  copyTitle: (title: string) => `${title} (copy)`.slice(0, pageTitleMax),
} as const;

/** An image's address from the image uploader: the web's own (`/uploads/…`) or http(s). */
const imageUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(https?:\/\/|\/)[^\s]*$/, 'The image must be an address, like https://… or /uploads/…')
  .nullable();

/** What the editor sets (`page/{id}/update`). */
export const pageSettings = z.object({
  headline: z.string().trim().max(pageHeadlineMax),
  subheadline: z.string().trim().max(pageSubheadlineMax),
  headline_style: textStyle,
  subheadline_style: textStyle,
  /** Through the image uploader (public-cover 2560x600); null for none. */
  cover_image: imageUrl,
  /** HTML; the server keeps only the editor's elements (sanitized). */
  content: z.string().max(pageContentMax),
});
export type PageSettings = z.infer<typeof pageSettings>;

export const page = z.object({
  id: z.number().int(),
  title: z.string(),
  asset_type: z.literal('pages'),
  /** Its folder (asset type pages); null in the main folder. */
  folder_id: z.number().int().nullable(),
  ordering: z.number().int(),
  /** Hidden from every contact (page-disable), who then sees `disable_message`. */
  is_disabled: z.boolean(),
  disable_message: z.string(),
  cover_image: z.string().nullable(),
  members_count: z.number().int(),
  downloads_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Page = z.infer<typeof page>;
export const pageDetails = page.extend({ settings: pageSettings });
export type PageDetails = z.infer<typeof pageDetails>;

export const pageDownload = z.object({
  id: z.number().int(),
  page_id: z.number().int(),
  name: z.string(),
  ext: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type PageDownload = z.infer<typeof pageDownload>;

/** A contact a page was sent to (`page/{id}/assigned-members`). */
export const pageMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  enabled: z.boolean(),
  client_portal: z.boolean(),
  sent_at: z.string(),
});
export type PageMember = z.infer<typeof pageMember>;

/** A page as sent to a contact (the profile's Pages section). */
export const contactPage = page.extend({
  enabled: z.boolean(),
  client_portal: z.boolean(),
  sent_at: z.string(),
});
export type ContactPage = z.infer<typeof contactPage>;

const title = z
  .string({ error: pageMessages.titleRequired })
  .trim()
  .min(1, pageMessages.titleRequired)
  .max(pageTitleMax, pageMessages.titleTooLong);
const pageId = z.number({ error: 'The page id field is required' }).pipe(dbId);
const search = z.string().trim().max(200).optional();
const pageParams = z.object({ page: dbIdText });
const downloadParams = z.object({ download: dbIdText });
const contactParams = z.object({ contact: contactIdText });
const pageIds = idArray(pageMessages.choosePage, dbId).max(maxSendPages);
const contactIds = idArray(pageMessages.chooseContact, contactDbId).max(maxSendPageContacts);

/** 001 §9: pages order by ordering descending, 6 a page, folder_id empty, mode all. */
export const pageListQuery = dashboardPageQuery.extend({
  search,
  /** One folder's pages; 0 the main folder's; absent every page. */
  folder_id: z.coerce.number().int().min(0).max(maxDbId).optional(),
  /** all, or only the pages open (enabled) or hidden (disabled) for contacts. */
  mode: z.enum(['all', 'enabled', 'disabled']).default('all'),
  order_by: z.enum(['ordering', 'title', 'created_at']).default('ordering'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type PageListQuery = z.input<typeof pageListQuery>;
export const pagePickerQuery = z.object({ search });

export const createPageBody = z.object({
  title,
  /** 0 or absent: the main folder. */
  folder_id: z.number().int().min(0).max(maxDbId).optional(),
});
export type CreatePageBody = z.input<typeof createPageBody>;
export const renamePageBody = z.object({ page_id: pageId, title });
export const duplicatePageBody = z.object({ page_id: pageId, title: title.optional() });
export const pageIdBody = z.object({ page_id: pageId });
/** PATCH page/{id}/update: the title and any of the editor's fields. */
export const updatePageBody = pageSettings.partial().extend({ title: title.optional() });
export type UpdatePageBody = z.input<typeof updatePageBody>;

/** POST page/send-to-contact and page/restrict-from-contact: every page, every contact. */
export const sendPagesBody = z.object({ page_ids: pageIds, contact_ids: contactIds });
export type SendPagesBody = z.infer<typeof sendPagesBody>;
/** PATCH page/enable-disable: the page enabled or disabled for contacts it was sent to. */
export const pageEnableDisableBody = z.object({
  page_id: pageId,
  contact_ids: contactIds,
  enabled: z.boolean(),
});
/**
 * PATCH page/page-disable: hides the page from every contact, who sees `disable_content`'s
 * message instead, or shows it again. 001 §5: errors under `disable_content.*` fall on the one
 * page field `disable_message` on screens.
 */
export const pageDisableBody = z.object({
  page_id: pageId,
  is_disabled: z.boolean(),
  disable_content: z
    .object({
      message: z
        .string({ error: pageMessages.disableMessageRequired })
        .trim()
        .min(1, pageMessages.disableMessageRequired)
        .max(2000),
    })
    .optional(),
});
export type PageDisableBody = z.input<typeof pageDisableBody>;
/** DELETE page/delete-assigned-members: the page taken back from those contacts. */
export const deleteMembersBody = z.object({ page_id: pageId, contact_ids: contactIds });
/** PATCH contact/enable-disable-page (001 §4, §7 Contact). */
export const contactEnableDisablePageBody = z
  .object({
    contact_id: contactDbId,
    page_id: pageId,
    enabled: z.boolean().optional(),
    client_portal: z.boolean().optional(),
  })
  .refine((b) => b.enabled !== undefined || b.client_portal !== undefined, {
    message: 'Please say whether the page is enabled or shown in the client portal',
    path: ['enabled'],
  });
export type ContactEnableDisablePageBody = z.input<typeof contactEnableDisablePageBody>;
export const renameDownloadBody = z.object({ name: fileName });
export const deleteDownloadBody = z.object({
  download_id: z.number({ error: 'The download id field is required' }).pipe(dbId),
});

const pageResponse = z.object({ status: z.literal(1), message: z.string(), page: pageDetails });
const downloadResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  download: pageDownload,
});

const pages = { tag: 'pages' } as const;
const may = (action: 'view' | 'create' | 'update' | 'delete') =>
  ({ permission: { area: 'pages', action } }) as const;

export const pageEndpoints = {
  list: endpoint({
    ...pages,
    ...may('view'),
    method: 'GET',
    path: 'page/list',
    description: 'Pages by ordering (highest first), by folder, title and mode (all by default).',
    query: pageListQuery,
    response: paginated(page),
  }),
  listAll: endpoint({
    ...pages,
    ...may('view'),
    method: 'GET',
    path: 'page/list-all',
    description: `Every page by title, for pickers (at most ${pageListAllMax}; \`truncated\` says there are more).`,
    query: pagePickerQuery,
    response: z.object({ status: z.literal(1), data: z.array(page), truncated: z.boolean() }),
  }),
  create: endpoint({
    ...pages,
    ...may('create'),
    method: 'POST',
    path: 'page/create',
    description:
      'A page on top of the list, its headlines in the location’s saved style for pages.',
    body: createPageBody,
    response: pageResponse,
  }),
  rename: endpoint({
    ...pages,
    ...may('update'),
    method: 'PATCH',
    path: 'page/rename',
    body: renamePageBody,
    response: pageResponse,
  }),
  duplicate: endpoint({
    ...pages,
    ...may('create'),
    method: 'POST',
    path: 'page/duplicate',
    description: 'A copy of the page with its content and downloads, not its contacts.',
    body: duplicatePageBody,
    response: pageResponse,
  }),
  remove: endpoint({
    ...pages,
    ...may('delete'),
    method: 'DELETE',
    path: 'page/delete',
    description: 'Deletes the page with its downloads and their files.',
    body: pageIdBody,
    response: statusMessageResponse,
  }),
  details: endpoint({
    ...pages,
    ...may('view'),
    method: 'GET',
    path: 'page/:page/details',
    params: pageParams,
    response: z.object({ status: z.literal(1), page: pageDetails }),
  }),
  update: endpoint({
    ...pages,
    ...may('update'),
    method: 'PATCH',
    path: 'page/:page/update',
    description:
      'Sets any of the title, headline, subheadline, their styles, the cover image and the content (HTML: headings, paragraphs, lists, links, buttons, images and YouTube or Vimeo embeds; anything else is dropped).',
    params: pageParams,
    body: updatePageBody,
    response: pageResponse,
  }),
  pageDisable: endpoint({
    ...pages,
    ...may('update'),
    method: 'PATCH',
    path: 'page/page-disable',
    description: 'Hides the page from every contact (they see the message) or shows it again.',
    body: pageDisableBody,
    response: pageResponse,
  }),
  sendToContact: endpoint({
    ...pages,
    ...may('update'),
    method: 'POST',
    path: 'page/send-to-contact',
    description: 'Sends every page named to every contact named.',
    body: sendPagesBody,
    response: statusMessageResponse.extend({ sent: z.number().int() }),
  }),
  restrictFromContact: endpoint({
    ...pages,
    ...may('update'),
    method: 'POST',
    path: 'page/restrict-from-contact',
    description: 'Takes every page named from every contact named.',
    body: sendPagesBody,
    response: statusMessageResponse.extend({ restricted: z.number().int() }),
  }),
  enableDisable: endpoint({
    ...pages,
    ...may('update'),
    method: 'PATCH',
    path: 'page/enable-disable',
    description: 'Enables or disables a page for contacts it was sent to.',
    body: pageEnableDisableBody,
    response: statusMessageResponse.extend({ updated: z.number().int() }),
  }),
  assignedMembers: endpoint({
    ...pages,
    ...may('view'),
    method: 'GET',
    path: 'page/:page/assigned-members',
    description: 'The contacts the page was sent to, last sent first.',
    params: pageParams,
    query: pageQuery,
    response: paginated(pageMember),
  }),
  deleteAssignedMembers: endpoint({
    ...pages,
    ...may('update'),
    method: 'DELETE',
    path: 'page/delete-assigned-members',
    description: 'Takes the page back from the contacts named.',
    body: deleteMembersBody,
    response: statusMessageResponse.extend({ removed: z.number().int() }),
  }),
  downloads: endpoint({
    ...pages,
    ...may('view'),
    method: 'GET',
    path: 'page/:page/downloads',
    description: 'The files attached to the page, in the order they were added.',
    params: pageParams,
    response: z.object({ status: z.literal(1), downloads: z.array(pageDownload) }),
  }),
  uploadDownload: endpoint({
    ...pages,
    ...may('update'),
    method: 'POST',
    path: 'page/:page/upload-download',
    description: `Multipart: one part named \`file\` (at most ${maxPageDownloadBytes / 1024 / 1024} MB, an extension of the file manager's allow-list), attached to the page inside the account's storage.`,
    params: pageParams,
    upload: true,
    response: downloadResponse,
  }),
  fileOfDownload: endpoint({
    ...pages,
    ...may('view'),
    method: 'GET',
    path: 'page/download/:download/file',
    description: 'The bytes of one download, as an attachment named by it.',
    params: downloadParams,
    produces: ['application/octet-stream'],
  }),
  renameDownload: endpoint({
    ...pages,
    ...may('update'),
    method: 'PATCH',
    path: 'page/download/:download/rename',
    params: downloadParams,
    body: renameDownloadBody,
    response: downloadResponse,
  }),
  deleteDownload: endpoint({
    ...pages,
    ...may('update'),
    method: 'DELETE',
    path: 'page/delete-download',
    description: 'Removes one download and its stored file.',
    body: deleteDownloadBody,
    response: statusMessageResponse,
  }),
  contactPages: endpoint({
    ...pages,
    ...may('view'),
    tag: 'contacts',
    method: 'GET',
    path: 'contact/:contact/pages',
    description: 'The pages sent to a contact, last sent first (the profile’s Pages section).',
    params: contactParams,
    query: pageQuery.extend({ search }),
    response: paginated(contactPage),
  }),
  contactEnableDisable: endpoint({
    ...pages,
    ...may('update'),
    tag: 'contacts',
    method: 'PATCH',
    path: 'contact/enable-disable-page',
    description: 'A page sent to the contact, enabled for them or not, in their portal or not.',
    body: contactEnableDisablePageBody,
    response: statusMessageResponse.extend({ page: contactPage }),
  }),
};

/**
 * The embed address of a YouTube or Vimeo link as people copy it (watch, short, embed or
 * player links), or null for any other address: only these play inside a page.
 */
export function videoEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const id = /^[\w-]{6,20}$/;
  const youtube = (v: string | null | undefined) =>
    v && id.test(v) ? `https://www.youtube.com/embed/${v}` : null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') return youtube(url.searchParams.get('v'));
    const [, kind, v] = url.pathname.split('/');
    return kind === 'embed' || kind === 'shorts' ? youtube(v) : null;
  }
  if (host === 'youtu.be') return youtube(url.pathname.slice(1));
  const vimeo = /^\/(?:video\/)?(\d{1,12})$/.exec(url.pathname);
  if ((host === 'vimeo.com' || host === 'player.vimeo.com') && vimeo)
    return `https://player.vimeo.com/video/${vimeo[1]}`;
  return null;
}
