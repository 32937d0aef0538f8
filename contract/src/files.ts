import { z } from 'zod';
import { pageQuery, paginated } from './api';
import { statusMessageResponse } from './auth';
import { endpoint } from './endpoint';
import { contactDbId, contactIdText, dbId, dbIdText, idArray, idList, maxDbId } from './ids';
import { isCompanyUser, type PermissionSubject } from './permissions';

// The file manager (001 §2 files list, §3 File, §4, §5, §7 Files; 000 §3 file classes): a
// location's uploaded documents, kept in folders (asset type `files`), archived or enabled,
// downloaded one by one or several as files.zip. 001 names the calls, not their shapes: these
// are ours. `file/download-zip` is ours too (001 §4 says several files download as files.zip
// and names no call for it). Who sees a file (§6) and the files sent to contacts (the contact
// profile's Files section; later the client portal's `client-portal/files`) are at the end.

/** 000 §3: the classes of an upload, by extension. */
export const fileClasses = [
  'image',
  'video',
  'audio',
  'doc',
  'sheet',
  'pdf',
  'zip',
  'other',
] as const;
export type FileClass = (typeof fileClasses)[number];

/**
 * The extensions an upload may have, by class: an allow-list, so executables, scripts and pages
 * (exe, bat, sh, js, html, svg…) are refused. `other` holds the usual office and text formats.
 */
export const fileExtensions = {
  image: ['jpeg', 'jpg', 'gif', 'png', 'bmp', 'webp'],
  video: ['mp4', 'mov', 'm4v', 'webm', 'avi', 'mkv'],
  audio: ['mp3', 'wav', 'm4a', 'aac', 'ogg', 'flac'],
  doc: ['doc', 'docx'],
  sheet: ['xls', 'xlsx', 'csv'],
  pdf: ['pdf'],
  zip: ['zip'],
  other: ['txt', 'rtf', 'md', 'odt', 'ods', 'odp', 'ppt', 'pptx', 'key', 'pages', 'numbers'],
} as const satisfies Record<FileClass, readonly string[]>;

/** The class of an allowed extension (lower case, no dot), or undefined when it is refused. */
export function classOfExtension(extension: string): FileClass | undefined {
  return fileClasses.find((c) => (fileExtensions[c] as readonly string[]).includes(extension));
}

/** The most one file may hold; the account's storage limit applies as well. */
export const maxFileBytes = 1024 * 1024 * 1024;
/** The most files one upload may carry. */
export const maxFilesPerUpload = 20;
/** A file's name, its extension aside. */
export const fileNameMax = 200;

export const fileStatuses = ['enabled', 'archived'] as const;
export type FileStatus = (typeof fileStatuses)[number];

/**
 * Who among the location's staff sees a file (001 §3 permission, §6): `everyone` who may view
 * files (the default), or `selected`, only the users listed for it (its file users). Admins (the
 * owner, the location's own users: everyone whose permissions are not per area) and the user who
 * uploaded it always see it. A file the caller does not see is, for every call, a file that does
 * not exist (404). Contacts are not staff: a file sent to a contact is theirs to see whatever
 * its permission (the client portal's files, 001 §7 `client-portal/files`).
 */
export const filePermissions = ['everyone', 'selected'] as const;
export type FilePermission = (typeof filePermissions)[number];
/**
 * Who decides who sees a file: an admin (permissions not per area) or the user who uploaded it.
 * The server refuses anyone else (403); the web hides the action from them.
 */
export const mayShareFile = (
  subject: PermissionSubject,
  userId: number,
  file: { created_by: number | null },
) => !isCompanyUser(subject) || file.created_by === userId;

/** The most users one file may be shared with. */
export const maxFileUsers = 500;
/** The most files (and contacts) one send-to-contact may name: pairs are made one by one. */
export const maxSendFiles = 100;
export const maxSendContacts = 100;
/** The most files `file/list-all` answers (a picker's list, not a page). */
export const listAllMax = 1000;

export const fileMessages = {
  added: 'File has been successfully added!',
  deleted: 'File has been successfully deleted!',
  deleteFailed: 'Unable to delete file, please try again!',
  capitals: 'Please enter all capital letters',
  typeDelete: 'Please type DELETE to delete file(s)',
  renamed: 'File has been successfully renamed!',
  archived: 'File(s) have been successfully archived!',
  enabled: 'File(s) have been successfully enabled!',
  nameRequired: 'The name field is required',
  nameTooLong: `The name must be shorter than ${fileNameMax + 1} characters`,
  namePath: 'The name may not contain /, \\, .. or control characters',
  nameTaken: 'A file with this name already exists in this folder',
  noFiles: 'Please choose at least one file to upload',
  tooMany: `At most ${maxFilesPerUpload} files can be uploaded at once`,
  empty: (name: string) => `“${name}” is empty`,
  tooLarge: (name: string) =>
    `“${name}” is larger than ${maxFileBytes / 1024 / 1024 / 1024} GB, the most one file may be`,
  refusedType: (name: string, extension: string) =>
    extension
      ? `“${name}”: files of type .${extension} can't be uploaded`
      : `“${name}” has no extension; only documents, images, audio, video and zip files can be uploaded`,
  archivedFolder: 'Files cannot be uploaded into an archived folder',
  permissionUpdated: 'File permission has been successfully updated!',
  permissionRequired: 'The permission must be everyone or selected',
  notYours: 'Only an admin or the user who uploaded a file can change who sees it',
  sent: 'File(s) have been successfully sent!',
  removedFromContact: 'File(s) have been successfully removed from the contact!',
  archivedSend: 'Archived files cannot be sent; enable them first',
  chooseFile: 'Please choose at least one file',
  chooseContact: 'Please choose at least one contact',
} as const;

/** A name as a person types it: trimmed, without path parts or control characters (001 §5). */
export const fileName = z
  .string({ error: fileMessages.nameRequired })
  .trim()
  .min(1, fileMessages.nameRequired)
  .max(fileNameMax, fileMessages.nameTooLong)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  .refine((name) => !/[/\\\u0000-\u001f\u007f]|\.\./.test(name), fileMessages.namePath);

export const file = z.object({
  id: z.number().int(),
  /** Without its extension. */
  name: z.string(),
  ext: z.string(),
  class: z.enum(fileClasses),
  size: z.number().int(),
  downloads: z.number().int(),
  status: z.enum(fileStatuses),
  permission: z.enum(filePermissions),
  /** Its folder (asset type files); null in the main folder. */
  folder_id: z.number().int().nullable(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FileEntry = z.infer<typeof file>;

const folderIdText = z.coerce.number().int().min(0).max(maxDbId);

export const fileListQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
  /** One folder's files; 0 the main folder's; absent every file. */
  folder_id: folderIdText.optional(),
  class: z.enum(fileClasses).optional(),
  status: z.enum(fileStatuses).default('enabled'),
});
export type FileListQuery = z.infer<typeof fileListQuery>;

/** The fields an upload sends before its files (multipart; the files follow as `files`). */
export const uploadFields = z.object({ folder_id: folderIdText.default(0) });

const ids = idArray('Please choose at least one file', dbId);
const fileParams = z.object({ file: dbIdText });
const contactParams = z.object({ contact: contactIdText });

export const validateNameBody = z.object({
  /** The file being named: its extension and (without `folder_id`) its folder count. */
  id: dbId,
  name: fileName,
  /** Checks the name in this folder instead of the file's own; 0 the main folder. */
  folder_id: z.number().int().min(0).max(maxDbId).optional(),
});
export const renameBody = z.object({ name: fileName });
export const archiveBody = z.object({
  ids,
  status: z.enum(fileStatuses, { error: 'The status must be enabled or archived' }),
});
export const updateStatsBody = z.object({ id: dbId });
export const deleteBody = z.object({ ids, confirmation: z.string().max(100) });
export const zipQuery = z.object({ ids: idList(dbIdText, 500) });

const fileResponse = z.object({ status: z.literal(1), message: z.string(), file });

const permission = z.enum(filePermissions, { error: fileMessages.permissionRequired });
/** PATCH file/update-permission: several files at once; their user lists stay as they are. */
export const updatePermissionBody = z.object({ ids, permission });
/**
 * PATCH file/{id}/change-permission: one file's permission and its users (users of the
 * location who may view files; any other id answers 404). `user_ids`, when given, replace the
 * file's list; without them the list stays. Under `everyone` the list is kept for a later
 * `selected`.
 */
export const changePermissionBody = z.object({
  permission,
  user_ids: z.array(dbId).max(maxFileUsers).optional(),
});
export type ChangePermissionInput = z.input<typeof changePermissionBody>;

/** One of the location's users who may view files, and whether they see this file. */
export const fileUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  has_access: z.boolean(),
  /** Sees it whatever its permission: an admin or its uploader (not to be unticked). */
  always: z.boolean(),
});
export type FileUser = z.infer<typeof fileUser>;
export const fileUsersResponse = z.object({
  status: z.literal(1),
  permission: z.enum(filePermissions),
  users: z.array(fileUser),
});

/**
 * POST file/send-to-contact: every file to every contact (live contacts of the location, files
 * the caller sees, none archived). A pair already there stays as it was (first sent).
 */
export const sendToContactBody = z.object({
  file_ids: idArray(fileMessages.chooseFile, dbId).max(maxSendFiles),
  contact_ids: idArray(fileMessages.chooseContact, contactDbId).max(maxSendContacts),
});
export type SendToContactInput = z.infer<typeof sendToContactBody>;
/** DELETE file/remove-from-contact: the files taken back from one contact. */
export const removeFromContactBody = z.object({
  contact_id: contactDbId,
  file_ids: idArray(fileMessages.chooseFile, dbId).max(maxSendFiles),
});

/** A file as sent to a contact: when and by whom. */
export const contactFile = file.extend({
  sent_at: z.string(),
  /** The user who sent it; null once that user is gone. */
  sent_by: z.number().int().nullable(),
});
export type ContactFile = z.infer<typeof contactFile>;
export const contactFilesQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
});
export const listAllQuery = z.object({ search: z.string().trim().max(200).optional() });
export const listAllResponse = z.object({
  status: z.literal(1),
  /** By name; at most `listAllMax`. */
  data: z.array(file),
  /** More files match than were answered: narrow with `search`. */
  truncated: z.boolean(),
});

const files = { tag: 'files' } as const;
const may = (action: 'view' | 'create' | 'update' | 'delete') =>
  ({ permission: { area: 'files', action } }) as const;

export const fileEndpoints = {
  list: endpoint({
    ...files,
    ...may('view'),
    method: 'GET',
    path: 'file/lists',
    description: 'Files newest first, by folder, class, status and name.',
    query: fileListQuery,
    response: paginated(file),
  }),
  upload: endpoint({
    ...files,
    ...may('create'),
    method: 'POST',
    path: 'file/upload',
    description: `Multipart: \`folder_id\` first, then up to ${maxFilesPerUpload} parts named \`files\`. All are stored or none.`,
    upload: true,
    response: z.object({ status: z.literal(1), message: z.string(), files: z.array(file) }),
  }),
  validateName: endpoint({
    ...files,
    // Asked before an upload's rename and before a rename.
    permission: { area: 'files', action: ['create', 'update'] },
    method: 'PUT',
    path: 'file/validate-name',
    description: 'Whether a name is allowed and free in the folder (422 when not).',
    body: validateNameBody,
    response: z.object({ status: z.literal(1), valid: z.literal(true) }),
  }),
  rename: endpoint({
    ...files,
    ...may('update'),
    method: 'PATCH',
    path: 'file/:file/rename',
    params: fileParams,
    body: renameBody,
    response: fileResponse,
  }),
  archive: endpoint({
    ...files,
    ...may('update'),
    method: 'PATCH',
    path: 'file/archive-unarchive',
    body: archiveBody,
    response: statusMessageResponse,
  }),
  updateStats: endpoint({
    ...files,
    ...may('view'),
    method: 'PATCH',
    path: 'file/update-stats',
    description: 'Counts one download of the file.',
    body: updateStatsBody,
    response: z.object({ status: z.literal(1), downloads: z.number().int() }),
  }),
  download: endpoint({
    ...files,
    ...may('view'),
    method: 'GET',
    path: 'file/:file/download',
    description: 'The file, named with a random prefix.',
    params: fileParams,
    produces: ['application/octet-stream'],
  }),
  downloadZip: endpoint({
    ...files,
    ...may('view'),
    method: 'GET',
    path: 'file/download-zip',
    description: 'Several files as one streamed files.zip.',
    query: zipQuery,
    produces: ['application/zip'],
  }),
  remove: endpoint({
    ...files,
    ...may('delete'),
    method: 'DELETE',
    path: 'file/delete',
    description: 'Deletes the files and their stored bytes; `confirmation` must be DELETE.',
    body: deleteBody,
    response: statusMessageResponse.extend({ deleted: z.number().int() }),
  }),
  updatePermission: endpoint({
    ...files,
    ...may('update'),
    method: 'PATCH',
    path: 'file/update-permission',
    description: 'Sets the permission (everyone or selected) of several files.',
    body: updatePermissionBody,
    response: statusMessageResponse.extend({ updated: z.number().int() }),
  }),
  changePermission: endpoint({
    ...files,
    ...may('update'),
    method: 'PATCH',
    path: 'file/:file/change-permission',
    description: "Sets one file's permission and the users it is shared with.",
    params: fileParams,
    body: changePermissionBody,
    response: fileResponse,
  }),
  users: endpoint({
    ...files,
    ...may('view'),
    method: 'GET',
    path: 'file/:file/users',
    description:
      "The location's users who may view files, and whether each sees this one; for admins and the file's uploader (403 otherwise).",
    params: fileParams,
    response: fileUsersResponse,
  }),
  sendToContact: endpoint({
    ...files,
    ...may('update'),
    method: 'POST',
    path: 'file/send-to-contact',
    description: 'Sends every file named to every contact named.',
    body: sendToContactBody,
    response: statusMessageResponse.extend({ sent: z.number().int() }),
  }),
  removeFromContact: endpoint({
    ...files,
    ...may('update'),
    method: 'DELETE',
    path: 'file/remove-from-contact',
    description: 'Takes files back from a contact (the files themselves stay).',
    body: removeFromContactBody,
    response: statusMessageResponse.extend({ removed: z.number().int() }),
  }),
  contactList: endpoint({
    ...files,
    ...may('view'),
    method: 'GET',
    path: 'file/:contact/list',
    description: 'The files sent to a contact, last sent first (the profile’s Files section).',
    params: contactParams,
    query: contactFilesQuery,
    response: paginated(contactFile),
  }),
  listAll: endpoint({
    ...files,
    ...may('view'),
    method: 'GET',
    path: 'file/list-all',
    description: `Every enabled file the caller sees, by name, for pickers (at most ${listAllMax}).`,
    query: listAllQuery,
    response: listAllResponse,
  }),
};
