import {
  type EmailButton,
  type EmailButtonBody,
  emailButtonDefaults,
  emailButtonHtml,
  maxEmailButtons,
} from '@coachline/contract/email-buttons';
import { messages } from '@coachline/contract/messages';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { notFound, validationError } from '../../platform/errors';
import * as repo from './email-content.repository';
import type { EmailButtonRow } from './email-content.tables';

// Email buttons of the accessed location (001 §7 Content setting), under the templates area's
// permissions; GET email-buttons answers them as the email editors insert them. The images of
// emails are in email-content.images.ts.

export { type UploadedImage, uploadImage } from './email-content.images';

/** The design as stored, with the fields of a newer contract filled from the defaults. */
const designOf = (row: EmailButtonRow) => ({ ...emailButtonDefaults, ...row.design });

const presentButton = (row: EmailButtonRow): EmailButton => ({
  ...designOf(row),
  id: row.id,
  updated_at: row.updatedAt.toISOString(),
});

export async function list(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'templates');
  const rows = await repo.listButtons(deps.db, ctx.accountId);
  return { status: 1 as const, buttons: rows.map(presentButton) };
}

/**
 * The buttons as an email editor inserts them. Open to every user of the location: whoever
 * writes an email (a broadcast, a sequence, a one-to-one email) may insert its buttons.
 */
export async function insertable(deps: Deps, ctx: RequestContext) {
  const rows = await repo.listButtons(deps.db, ctx.accountId);
  return {
    status: 1 as const,
    buttons: rows.map((row) => {
      const design = designOf(row);
      return { id: row.id, text: design.text, html: emailButtonHtml(design) };
    }),
  };
}

export async function save(deps: Deps, ctx: RequestContext, body: EmailButtonBody) {
  const { id, ...design } = body;
  authorize(ctx, id === undefined ? 'create' : 'update', 'templates');
  let row: EmailButtonRow | undefined;
  if (id === undefined) {
    if ((await repo.countButtons(deps.db, ctx.accountId)) >= maxEmailButtons)
      throw validationError({ text: [messages.emailButtonsFull(maxEmailButtons)] });
    row = await repo.insertButton(deps.db, ctx.accountId, design);
  } else {
    row = await repo.updateButton(deps.db, ctx.accountId, id, design);
    if (!row) throw notFound();
  }
  return { status: 1 as const, message: messages.emailButtonSaved, button: presentButton(row) };
}

export async function remove(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'delete', 'templates');
  if (!(await repo.deleteButton(deps.db, ctx.accountId, id))) throw notFound();
  return { status: 1 as const, message: messages.emailButtonDeleted };
}
