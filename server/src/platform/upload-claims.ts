import { randomUUID, timingSafeEqual } from 'node:crypto';
import { classOfExtension, type FileClass, fileMessages } from '@coachline/contract/files';
import type { Multipart } from '@fastify/multipart';
import { z } from 'zod';
import type { Deps } from './deps';
import { AppError, fieldError } from './errors';
import { removeFile, type StorageQuota, storeFile } from './files';
import type { FilePurpose } from './files.tables';

// Files a visitor or a contact sends ahead of the answer that uses them (a form's file
// question, a check-in's photo): stored at once as temporary files, answered with a token that
// names the file, its question and name, signed for the scope (the form or scenario) under the
// purpose's key. The answer brings the token back, and its save claims the file (keepFile);
// an upload never claimed is removed by the storage cleanup after a day.

/** An upload not sent with an answer within a day is removed by the storage cleanup. */
export const uploadClaimMs = 86_400_000;
/** The most of an uploaded file's name its token carries. */
const uploadNameMax = 120;

/** What a token names: the question (q), the stored file's id (k), its name (n) and size (s). */
export type UploadClaim = { q: number; k: string; n: string; s: number };

const uploadClaim = z.object({
  q: z.number().int(),
  k: z.string().regex(/^[0-9a-f-]{36}$/),
  n: z.string(),
  s: z.number().int(),
});

export type UploadMessages = {
  /** The file is larger than the route takes, or the location's storage is full. */
  tooLarge: string;
  empty: string;
  noSpace: string;
};

export type UploadClaims = {
  /** The storage key of a claim's file in a location. */
  keyOf(accountId: number, claim: Pick<UploadClaim, 'k'>): string;
  token(deps: Pick<Deps, 'secrets'>, scopeId: number, claim: UploadClaim): string;
  /** What a token names, or null for one we did not make for this scope. */
  claim(deps: Pick<Deps, 'secrets'>, scopeId: number, token: string): UploadClaim | null;
  /** Stores one file part for a question as a temporary file and answers its claim. */
  store(
    deps: Deps,
    target: { accountId: number; quota: StorageQuota; questionId: number },
    part: Multipart & { type: 'file' },
  ): Promise<UploadClaim>;
};

/**
 * Uploads under `folder/{accountId}/…`, signed with the key of `purpose`, recorded as files of
 * `filePurpose`; `accepts` says which kinds of file a question may take.
 */
export function uploadClaims(options: {
  purpose: string;
  folder: string;
  filePurpose: FilePurpose;
  messages: UploadMessages;
  accepts?: (kind: FileClass) => boolean;
}): UploadClaims {
  const { purpose, folder, filePurpose, messages, accepts = () => true } = options;
  const signers = new WeakMap<Deps['secrets'], (data: string) => Buffer>();
  const mac = (deps: Pick<Deps, 'secrets'>, scopeId: number, payload: string) => {
    let sign = signers.get(deps.secrets);
    if (!sign) {
      sign = deps.secrets.signerFor(purpose);
      signers.set(deps.secrets, sign);
    }
    return sign(`${scopeId}.${payload}`).toString('base64url').slice(0, 22);
  };
  const keyOf = (accountId: number, claim: Pick<UploadClaim, 'k'>) =>
    `${folder}/${accountId}/${claim.k}`;
  return {
    keyOf,
    token(deps, scopeId, claim) {
      const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
      return `${payload}.${mac(deps, scopeId, payload)}`;
    },
    claim(deps, scopeId, token) {
      const [payload = '', signature = '', ...rest] = token.split('.');
      if (rest.length > 0 || !payload) return null;
      const expected = mac(deps, scopeId, payload);
      if (
        signature.length !== expected.length ||
        !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
      )
        return null;
      try {
        const parsed = uploadClaim.safeParse(
          JSON.parse(Buffer.from(payload, 'base64url').toString()),
        );
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    async store(deps, { accountId, quota, questionId }, part) {
      const name = part.filename.replace(/^.*[/\\]/, '').slice(-uploadNameMax);
      const extension = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
      const kind = classOfExtension(extension);
      if (!name || !kind || !accepts(kind)) {
        part.file.resume();
        throw fieldError('file', fileMessages.refusedType(name, extension));
      }
      const claim = { q: questionId, k: randomUUID(), n: name, s: 0 };
      const key = keyOf(accountId, claim);
      let bytes: number;
      try {
        ({ bytes } = await storeFile(deps, accountId, quota, {
          key,
          body: part.file,
          purpose: filePurpose,
          claimWithinMs: uploadClaimMs,
        }));
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw fieldError('file', messages.tooLarge);
        // The location's storage is full: the visitor is not told its figures.
        if (error instanceof AppError && error.code === 'limit_exceeded')
          throw fieldError('file', messages.noSpace);
        throw error;
      }
      if (part.file.truncated || bytes === 0) {
        await removeFile(deps, accountId, key);
        throw fieldError('file', bytes === 0 ? messages.empty : messages.tooLarge);
      }
      return { ...claim, s: bytes };
    },
  };
}
