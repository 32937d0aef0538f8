import { messages } from '@coachline/contract/messages';
import {
  defaultHeadline,
  defaultSubheadline,
  maxFavoriteColors,
  type SavedStyle,
  styledContentTypes,
} from '@coachline/contract/styles';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { notFound, validationError } from '../../platform/errors';
import * as repo from './styles.repository';

// Saved styles and favourite colours of the accessed location. Anyone who may use the app there
// reads and keeps them: they are the location's look, not anyone's data.

async function savedStyles(deps: Deps, ctx: RequestContext): Promise<SavedStyle[]> {
  const saved = new Map(
    (await repo.listSavedStyles(deps.db, ctx.accountId)).map((row) => [row.contentType, row]),
  );
  return styledContentTypes.map((type) => {
    const row = saved.get(type);
    return {
      content_type: type,
      headline: row?.headline ?? defaultHeadline,
      subheadline: row?.subheadline ?? defaultSubheadline,
    };
  });
}

export async function list(deps: Deps, ctx: RequestContext) {
  return { status: 1 as const, styles: await savedStyles(deps, ctx) };
}

export async function styleOf(deps: Deps, ctx: RequestContext, type: number) {
  const style = (await savedStyles(deps, ctx)).find((s) => s.content_type === type)!;
  return { status: 1 as const, style };
}

export async function update(deps: Deps, ctx: RequestContext, body: SavedStyle) {
  await repo.saveStyle(deps.db, ctx.accountId, body.content_type, body);
  return { status: 1 as const, message: messages.savedStyleUpdated, style: body };
}

export async function colors(deps: Deps, ctx: RequestContext) {
  return { status: 1 as const, colors: await repo.listFavoriteColors(deps.db, ctx.accountId) };
}

export async function storeColor(deps: Deps, ctx: RequestContext, color: string) {
  const kept = await repo.findFavoriteColor(deps.db, ctx.accountId, color);
  if (!kept && (await repo.countFavoriteColors(deps.db, ctx.accountId)) >= maxFavoriteColors)
    throw validationError({ color: [messages.favoriteColorsFull(maxFavoriteColors)] });
  const row = kept ?? (await repo.insertFavoriteColor(deps.db, ctx.accountId, color));
  return { status: 1 as const, message: messages.favoriteColorSaved, color: row };
}

export async function deleteColor(deps: Deps, ctx: RequestContext, id: number) {
  if (!(await repo.deleteFavoriteColor(deps.db, ctx.accountId, id))) throw notFound();
  return { status: 1 as const, message: messages.favoriteColorDeleted };
}
