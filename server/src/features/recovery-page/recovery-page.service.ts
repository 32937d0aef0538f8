import {
  type RecoveryPageFields,
  type RecoveryPageSetting,
  recoveryPageDefaults,
  recoveryPageMessages,
} from '@coachline/contract/recovery-page';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { forbidden, notFound } from '../../platform/errors';
import { findAccount } from '../accounts/accounts.service';
import * as tracking from '../messaging/tracking.service';
import * as repo from './recovery-page.repository';
import type { RecoveryPageRow } from './recovery-page.tables';

// A location's recovery page (001 §7 Common): where the unsubscribe link of its emails leads.
// The setting lives under Admin Settings. The page is public and names its recipient by the
// signed token of the send they got; what it changes is that send's address on that send's
// location's unsubscribes list, through messaging (tracking.service.ts), so no owner context
// is needed: nothing else of the location is touched, and an unsubscribe must work even while
// the location is suspended.

const fieldsOf = (row: RecoveryPageRow | undefined): RecoveryPageFields =>
  row
    ? {
        is_enabled: row.isEnabled,
        page_title: row.pageTitle,
        unsubscribe_message: row.unsubscribeMessage,
        unsubscribe_button_text: row.unsubscribeButtonText,
        unsubscribed_message: row.unsubscribedMessage,
        resubscribe_button_text: row.resubscribeButtonText,
        resubscribed_message: row.resubscribedMessage,
      }
    : recoveryPageDefaults;

const valuesOf = (fields: RecoveryPageFields): repo.RecoveryPageValues => ({
  isEnabled: fields.is_enabled,
  pageTitle: fields.page_title,
  unsubscribeMessage: fields.unsubscribe_message,
  unsubscribeButtonText: fields.unsubscribe_button_text,
  unsubscribedMessage: fields.unsubscribed_message,
  resubscribeButtonText: fields.resubscribe_button_text,
  resubscribedMessage: fields.resubscribed_message,
});

const presentSetting = (
  accountId: number,
  row: RecoveryPageRow | undefined,
): RecoveryPageSetting => ({
  ...fieldsOf(row),
  account_id: accountId,
  updated_at: row?.updatedAt?.toISOString() ?? null,
});

/** GET recovery-page. */
export async function getSetting(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'admin-settings');
  const row = await repo.findSetting(deps.db, ctx.accountId);
  return { status: 1 as const, setting: presentSetting(ctx.accountId, row) };
}

/** POST recovery-page/save. */
export async function saveSetting(deps: Deps, ctx: RequestContext, body: RecoveryPageFields) {
  authorize(ctx, 'update', 'admin-settings');
  const row = await repo.saveSetting(deps.db, ctx.accountId, valuesOf(body));
  return {
    status: 1 as const,
    message: recoveryPageMessages.settingSaved,
    setting: presentSetting(ctx.accountId, row),
  };
}

// The public page

/** The send the token names, of this page's location only: another's is a 404 like a forgery. */
async function sendOfPage(deps: Deps, accountId: number, token: string) {
  const send = await tracking.sendOfToken(deps, token);
  if (send.accountId !== accountId) throw notFound();
  return send;
}

/** `d***@example.com`: the recipient recognizes it; a passer-by learns little. */
export function maskedEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

/** GET recovery-page/{id}/public-setting. */
export async function publicSetting(deps: Deps, accountId: number, token: string) {
  const send = await sendOfPage(deps, accountId, token);
  const [row, location, unsubscribed] = await Promise.all([
    repo.findSetting(deps.db, accountId),
    findAccount(deps.db, accountId),
    tracking.isUnsubscribed(deps, send),
  ]);
  return {
    status: 1 as const,
    setting: {
      ...fieldsOf(row),
      business_name: location?.businessname ?? '',
      email: maskedEmail(send.toAddress.toLowerCase()),
      state: unsubscribed ? ('unsubscribed' as const) : ('subscribed' as const),
    },
  };
}

/** POST recovery-page/{id}/unsubscribe: the page's button, whether the page is on or off. */
export async function unsubscribe(deps: Deps, accountId: number, token: string, client: string) {
  const send = await sendOfPage(deps, accountId, token);
  await tracking.unsubscribe(deps, send, client);
  return { status: 1 as const, state: 'unsubscribed' as const };
}

/** POST recovery-page/{id}/resubscribe: only while the location's page offers it. */
export async function resubscribe(deps: Deps, accountId: number, token: string, client: string) {
  const send = await sendOfPage(deps, accountId, token);
  const row = await repo.findSetting(deps.db, accountId);
  if (!fieldsOf(row).is_enabled) throw forbidden(recoveryPageMessages.resubscribeClosed);
  await tracking.resubscribe(deps, send, client);
  return { status: 1 as const, state: 'subscribed' as const };
}
