import { messages } from '@coachline/contract/messages';
import { signatureHtml } from '@coachline/contract/signature-html';
import {
  maxSignatures,
  type Signature,
  type SignatureBody,
  signatureDefaults,
} from '@coachline/contract/signatures';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { notFound, validationError } from '../../platform/errors';
import * as repo from './signatures.repository';
import type { SignatureRow } from './signatures.tables';

// Email signatures of the accessed location (001 §7 Signature), under the templates area's
// permissions. The default goes on one-to-one emails that pick no other; with apply_to_all also
// on the location's automated emails (signatureForEmail, for the send).

/** The design as stored, with the fields of a newer contract filled from the defaults. */
const designOf = (row: SignatureRow) => ({ ...signatureDefaults, ...row.design });

const presentSignature = (row: SignatureRow): Signature => ({
  ...designOf(row),
  id: row.id,
  is_default: row.isDefault,
  updated_at: row.updatedAt.toISOString(),
});

const choiceOf = (defaultRow: SignatureRow | undefined) => ({
  default: defaultRow?.id ?? null,
  apply_to_all: defaultRow?.applyToAll ?? false,
});

export async function list(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'templates');
  const rows = await repo.listSignatures(deps.db, ctx.accountId);
  return {
    status: 1 as const,
    signatures: rows.map(presentSignature),
    ...choiceOf(rows.find((row) => row.isDefault)),
  };
}

/** One signature with its HTML; without an id the default, or none. */
export async function get(deps: Deps, ctx: RequestContext, id: number | undefined) {
  authorize(ctx, 'view', 'templates');
  const row =
    id === undefined
      ? await repo.findDefaultSignature(deps.db, ctx.accountId)
      : await repo.findSignature(deps.db, ctx.accountId, id);
  if (id !== undefined && !row) throw notFound();
  return {
    status: 1 as const,
    signature: row ? presentSignature(row) : null,
    html: row ? signatureHtml(designOf(row)) : null,
  };
}

export async function store(deps: Deps, ctx: RequestContext, body: SignatureBody) {
  const { id, is_default: isDefault, apply_to_all, ...design } = body;
  authorize(ctx, id === undefined ? 'create' : 'update', 'templates');
  const choice = { isDefault, applyToAll: isDefault && apply_to_all };
  const row = await deps.db.transaction(async (tx) => {
    if (id === undefined) {
      if ((await repo.countSignatures(tx, ctx.accountId)) >= maxSignatures)
        throw validationError({ full_name: [messages.signaturesFull(maxSignatures)] });
    } else if (!(await repo.findSignature(tx, ctx.accountId, id))) {
      throw notFound();
    }
    if (isDefault) await repo.clearDefault(tx, ctx.accountId, id);
    return id === undefined
      ? repo.insertSignature(tx, ctx.accountId, design, choice)
      : (await repo.updateSignature(tx, ctx.accountId, id, design, choice))!;
  });
  const defaultRow = row.isDefault ? row : await repo.findDefaultSignature(deps.db, ctx.accountId);
  return {
    status: 1 as const,
    message: messages.signatureSaved,
    signature: presentSignature(row),
    ...choiceOf(defaultRow),
  };
}

export async function remove(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'delete', 'templates');
  if (!(await repo.deleteSignature(deps.db, ctx.accountId, id))) throw notFound();
  return { status: 1 as const, message: messages.signatureDeleted };
}

/**
 * The signature HTML an email of the account carries, for the send: `choice` a signature id
 * (404 when the account has no such signature), null for none, undefined for the default. An
 * automated email (a template sent, a broadcast, a journey) takes the default only when the
 * location applies it to all. Called with the account of an authorized request or of the row
 * being sent.
 */
export async function signatureForEmail(
  deps: Deps,
  accountId: number,
  choice: number | null | undefined,
  automated: boolean,
): Promise<string | null> {
  if (choice === null) return null;
  if (choice !== undefined) {
    const row = await repo.findSignature(deps.db, accountId, choice);
    if (!row) throw notFound();
    return signatureHtml(designOf(row));
  }
  const row = await repo.findDefaultSignature(deps.db, accountId);
  if (!row || (automated && !row.applyToAll)) return null;
  return signatureHtml(designOf(row));
}
