import { fileMessages } from '@coachline/contract/files';
import {
  progressUploadFields,
  progressMessages as words,
} from '@coachline/contract/progress-tracking';
import type { Multipart } from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { Executor } from '../../db/client';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound, validationError, zodFieldErrors } from '../../platform/errors';
import { keepFile, sendStoredFile } from '../../platform/files';
import { type UploadClaim, uploadClaims } from '../../platform/upload-claims';
import * as accounts from '../accounts/accounts.service';
import { fileStorageQuota } from '../accounts/limits';
import * as repo from './progress-tracking.repository';

// A check-in's photos (docs/architecture.md §8w): a photo question's answer is uploaded first
// (the personal link's page or the portal), as a temporary file whose token the submission
// brings back; the submission claims it for good and records a progress_proofs row, which the
// coach sees at progress-tracking/proofs/{id}.

export const proofUploads = uploadClaims({
  purpose: 'progress-proof-upload',
  folder: 'progress-proofs',
  filePurpose: 'progress-proof',
  messages: { tooLarge: words.proofTooLarge, empty: words.proofEmpty, noSpace: words.noSpace },
  accepts: (kind) => kind === 'image',
});

/**
 * Stores the one `file` part for the photo question `question_id` (sent first) of a tracking,
 * in the location's quota, and answers the token a submission sends as the question's answer.
 */
export async function storeProof(
  deps: Deps,
  accountId: number,
  trackingId: number,
  parts: AsyncIterable<Multipart>,
) {
  const owner = await accounts.ownerContext(deps.db, accountId);
  if (!owner) throw notFound();
  let questionId: number | undefined;
  let claim: UploadClaim | undefined;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname !== 'question_id') continue;
      const fields = progressUploadFields.safeParse({ question_id: part.value });
      if (!fields.success) throw validationError(zodFieldErrors(fields.error.issues));
      const question = await repo.findQuestion(deps.db, accountId, fields.data.question_id);
      const section =
        question && (await repo.sections.find(deps.db, accountId, question.sectionId));
      if (question?.type !== 'photo' || section?.trackingId !== trackingId)
        throw fieldError('question_id', words.notPhotoQuestion);
      questionId = question.id;
      continue;
    }
    if (part.fieldname !== 'file' || claim || questionId === undefined) {
      part.file.resume();
      if (questionId === undefined && part.fieldname === 'file')
        throw fieldError('question_id', words.notPhotoQuestion);
      continue;
    }
    claim = await proofUploads.store(
      deps,
      { accountId, quota: fileStorageQuota(owner.primaryAccountId), questionId },
      part,
    );
  }
  if (!claim) throw fieldError('file', fileMessages.chooseFile);
  return {
    status: 1 as const,
    upload: proofUploads.token(deps, trackingId, claim),
    name: claim.n,
    size: claim.s,
  };
}

/** A photo answer's claim for its question, or null for a token not made for it. */
export function photoClaim(deps: Deps, trackingId: number, questionId: number, token: string) {
  const claim = proofUploads.claim(deps, trackingId, token);
  return claim?.q === questionId ? claim : null;
}

/**
 * Inside the submission's transaction: claims each photo's file for good and records its proof.
 * A token already spent, or a file the cleanup took, is refused on its question.
 */
export async function keepProofs(
  db: Executor,
  accountId: number,
  proof: { submissionId: number; contactId: number },
  photos: { questionId: number; claim: UploadClaim }[],
) {
  for (const { questionId, claim } of photos) {
    const key = proofUploads.keyOf(accountId, claim);
    if (
      (await repo.proofWithKey(db, accountId, key)) ||
      !(await keepFile(db, accountId, key, null))
    )
      throw fieldError(`answers.${questionId}`, words.proofInvalid);
    await repo.insertProof(db, accountId, {
      ...proof,
      questionId,
      storageKey: key,
      name: claim.n,
      size: claim.s,
    });
  }
}

/** GET progress-tracking/proofs/{id}: the photo itself, shown inline. */
export async function sendProof(deps: Deps, ctx: RequestContext, id: number, reply: FastifyReply) {
  authorize(ctx, 'view', 'progress-tracking');
  const row = await repo.findProof(deps.db, ctx.accountId, id);
  if (!row) throw notFound();
  return sendStoredFile(reply, deps, row.storageKey, { fileName: row.name, inline: true });
}
