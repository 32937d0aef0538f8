import { randomBytes } from 'node:crypto';
import type { PageQuery } from '@coachline/contract/api';
import { imageSizes, maxImageBytes } from '@coachline/contract/constants';
import { contactFeatures, contactMessages } from '@coachline/contract/contacts';
import sharp from 'sharp';
import type { Executor } from '../../db/client';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound } from '../../platform/errors';
import { storeFile } from '../../platform/files';
import { offsetOf, presentPage } from '../../platform/pagination';
import { userNames } from '../accounts/accounts.service';
import { fileStorageQuota } from '../accounts/limits';
import { countContactGroups } from '../groups/groups.service';
import { countContactTags } from '../tags/tags.service';
import { presentLifecycle, presentNote, presentReward } from './contacts.presenter';
import * as repo from './contacts.profile.repository';
import { lockContact } from './contacts.repository';
import { contactOf, patch } from './contacts.service';

// The profile sections of one contact (001 §2 contact profile): notes, rewards, lifecycle,
// stats, features used, photo, and the sections of areas not built yet.

type Author = { fname: string | null; lname: string | null };
const nobody: Author = { fname: null, lname: null };

async function viewable(deps: Deps, ctx: RequestContext, contactId: number) {
  authorize(ctx, 'view', 'contacts-center');
  return contactOf(deps.db, ctx, contactId);
}

async function editable(deps: Deps, ctx: RequestContext, contactId: number) {
  authorize(ctx, 'update', 'contacts-center');
  return contactOf(deps.db, ctx, contactId);
}

// Notes

/**
 * A page of one of the contact's histories (notes, lifecycle), presented row by row with the
 * name of the user who wrote each (null when there is none).
 */
async function historyPage<R extends { userId: number | null }, T>(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
  query: PageQuery,
  read: (
    db: Executor,
    accountId: number,
    contactId: number,
    limit: number,
    offset: number,
  ) => Promise<{ rows: R[]; total: number }>,
  present: (row: R, author: Author) => T,
) {
  await viewable(deps, ctx, contactId);
  const { rows, total } = await read(
    deps.db,
    ctx.accountId,
    contactId,
    query.per_page,
    offsetOf(query),
  );
  const authors = await userNames(
    deps.db,
    rows.flatMap((r) => (r.userId === null ? [] : [r.userId])),
  );
  const authorOf = (row: R) => (row.userId === null ? nobody : (authors.get(row.userId) ?? nobody));
  return presentPage(
    rows.map((row) => present(row, authorOf(row))),
    total,
    query.page,
    query.per_page,
  );
}

export const notes = (deps: Deps, ctx: RequestContext, contactId: number, query: PageQuery) =>
  historyPage(deps, ctx, contactId, query, repo.notesPage, presentNote);

export async function addNote(deps: Deps, ctx: RequestContext, contactId: number, body: string) {
  await editable(deps, ctx, contactId);
  const note = await repo.insertNote(deps.db, ctx.accountId, {
    contactId,
    body,
    userId: ctx.user.id,
  });
  return {
    status: 1 as const,
    message: contactMessages.noteAdded,
    note: presentNote(note, ctx.user),
  };
}

export async function updateNote(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
  noteId: number,
  body: string,
) {
  await editable(deps, ctx, contactId);
  const note = await repo.updateNote(deps.db, ctx.accountId, contactId, noteId, body);
  if (!note) throw notFound();
  const name = note.userId ? (await userNames(deps.db, [note.userId])).get(note.userId) : undefined;
  const author = name ? `${name.fname} ${name.lname}`.trim() : null;
  return {
    status: 1 as const,
    message: contactMessages.noteUpdated,
    note: { ...presentNote(note, { fname: null, lname: null }), author },
  };
}

export async function deleteNotes(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
  noteIds: number[],
) {
  await editable(deps, ctx, contactId);
  const affected = await repo.deleteNotes(deps.db, ctx.accountId, contactId, noteIds);
  if (affected === 0) throw notFound();
  return { status: 1 as const, message: contactMessages.notesDeleted, affected };
}

// Rewards: points is the balance (earned minus redeemed), total_points what was ever earned.

export async function rewards(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
  message?: string,
) {
  await viewable(deps, ctx, contactId);
  const [rows, totals] = await Promise.all([
    repo.rewardsOf(deps.db, ctx.accountId, contactId),
    repo.rewardTotals(deps.db, ctx.accountId, contactId),
  ]);
  return {
    status: 1 as const,
    ...(message ? { message } : {}),
    points: totals.points,
    total_points: totals.totalPoints,
    data: rows.map(presentReward),
  };
}

export async function rewardPoints(deps: Deps, ctx: RequestContext, contactId: number) {
  await viewable(deps, ctx, contactId);
  const totals = await repo.rewardTotals(deps.db, ctx.accountId, contactId);
  return { status: 1 as const, points: totals.points, total_points: totals.totalPoints };
}

export async function sendReward(
  deps: Deps,
  ctx: RequestContext,
  body: { contact_id: number; points: number; reason: string },
) {
  await editable(deps, ctx, body.contact_id);
  await repo.insertReward(deps.db, ctx.accountId, {
    contactId: body.contact_id,
    points: body.points,
    reason: body.reason,
    userId: ctx.user.id,
  });
  return { ...(await rewards(deps, ctx, body.contact_id)), message: contactMessages.rewardSent };
}

export async function editReward(
  deps: Deps,
  ctx: RequestContext,
  body: { contact_id: number; reward_id: number; points: number; reason: string },
) {
  await editable(deps, ctx, body.contact_id);
  await deps.db.transaction(async (tx) => {
    const row = await repo.updateReward(tx, ctx.accountId, body.contact_id, body.reward_id, {
      points: body.points,
      reason: body.reason,
    });
    if (!row) throw notFound();
    const totals = await repo.rewardTotals(tx, ctx.accountId, body.contact_id);
    // An edit may not leave more redeemed than earned.
    if (totals.points < 0)
      throw fieldError('points', contactMessages.notEnoughPoints(totals.points - body.points));
  });
  return {
    ...(await rewards(deps, ctx, body.contact_id)),
    message: contactMessages.rewardsUpdated,
  };
}

/** Redeeming more than the balance is refused with 422. */
export async function redeemPoints(
  deps: Deps,
  ctx: RequestContext,
  body: { contact_id: number; points: number; reason: string },
) {
  await editable(deps, ctx, body.contact_id);
  await deps.db.transaction(async (tx) => {
    // Two redemptions at once cannot both spend the same points.
    await lockContact(tx, ctx.accountId, body.contact_id);
    const { points } = await repo.rewardTotals(tx, ctx.accountId, body.contact_id);
    if (body.points > points) throw fieldError('points', contactMessages.notEnoughPoints(points));
    await repo.insertReward(tx, ctx.accountId, {
      contactId: body.contact_id,
      points: -body.points,
      reason: body.reason,
      userId: ctx.user.id,
    });
  });
  return {
    ...(await rewards(deps, ctx, body.contact_id)),
    message: contactMessages.rewardsRedeemed,
  };
}

export async function deleteRewards(
  deps: Deps,
  ctx: RequestContext,
  body: { contact_id: number; reward_ids: number[] },
) {
  await editable(deps, ctx, body.contact_id);
  const affected = await repo.deleteRewards(
    deps.db,
    ctx.accountId,
    body.contact_id,
    body.reward_ids,
  );
  if (affected === 0) throw notFound();
  return {
    ...(await rewards(deps, ctx, body.contact_id)),
    message: contactMessages.rewardsDeleted,
  };
}

// Lifecycle, stats, features used

export const lifecycles = (deps: Deps, ctx: RequestContext, contactId: number, query: PageQuery) =>
  historyPage(deps, ctx, contactId, query, repo.lifecyclePage, presentLifecycle);

/** How many notes, tags, groups, rewards and lifecycle entries the contact has. */
async function usageOf(deps: Deps, ctx: RequestContext, contactId: number) {
  const [own, tags, groups] = await Promise.all([
    repo.usageOf(deps.db, ctx.accountId, contactId),
    countContactTags(deps.db, ctx.accountId, contactId),
    countContactGroups(deps.db, ctx.accountId, contactId),
  ]);
  return { ...own, tags, groups };
}

export async function stats(deps: Deps, ctx: RequestContext, contactId: number) {
  const row = await viewable(deps, ctx, contactId);
  const [usage, totals] = await Promise.all([
    usageOf(deps, ctx, contactId),
    repo.rewardTotals(deps.db, ctx.accountId, contactId),
  ]);
  return {
    status: 1 as const,
    stats: {
      notes: usage.notes,
      tags: usage.tags,
      groups: usage.groups,
      reward_points: totals.points,
      total_reward_points: totals.totalPoints,
      lifecycle_changes: usage.lifecycle,
      login_count: row.loginCount,
      days_as_contact: Math.floor((Date.now() - row.createdAt.getTime()) / 86_400_000),
      last_email_activity: row.lastEmailActivity?.toISOString() ?? null,
      last_chat: row.lastChat?.toISOString() ?? null,
    },
  };
}

const featureLabels: Record<(typeof contactFeatures)[number], string> = {
  tags: 'Tags',
  groups: 'Groups',
  notes: 'Notes',
  rewards: 'Rewards',
};

/** Only the features the contact really has data in. */
export async function featuresUsed(deps: Deps, ctx: RequestContext, contactId: number) {
  await viewable(deps, ctx, contactId);
  const usage = await usageOf(deps, ctx, contactId);
  return {
    status: 1 as const,
    features: contactFeatures
      .map((feature) => ({ feature, label: featureLabels[feature], count: usage[feature] }))
      .filter((f) => f.count > 0),
  };
}

// Photo: any image up to 15 MB, cropped to 160x160 and stored as webp.

export type UploadedImage = { buffer: Buffer; mimetype: string };

export async function updatePhoto(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
  file: UploadedImage | undefined,
) {
  await editable(deps, ctx, contactId);
  if (!file) throw fieldError('photo', contactMessages.photoRequired);
  if (file.buffer.length > maxImageBytes)
    throw fieldError('photo', 'The image may not be greater than 15MB.');
  const { width, height } = imageSizes['profile-pic'];
  let image: Buffer;
  try {
    image = await sharp(file.buffer, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'attention' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw fieldError('photo', contactMessages.photoInvalid);
  }
  const key = `public/contacts/${ctx.accountId}/${randomBytes(16).toString('hex')}.webp`;
  await storeFile(deps, ctx.accountId, fileStorageQuota(ctx.primaryAccountId), {
    key,
    body: image,
    purpose: 'contact-photo',
  });
  const photo = deps.storage.publicUrl(key);
  // The previous file stays: copies in other locations and merged contacts may still show it.
  const response = await patch(deps, ctx, contactId, { photo });
  return {
    status: 1 as const,
    message: contactMessages.photoUpdated,
    photo: response.contact.photo ?? photo,
  };
}

/** A contact's rewards as their portal shows them (no user: the portal session's contact). */
export async function portalRewardsOf(deps: Deps, accountId: number, contactId: number) {
  const [rows, totals] = await Promise.all([
    repo.rewardsOf(deps.db, accountId, contactId),
    repo.rewardTotals(deps.db, accountId, contactId),
  ]);
  return {
    balance: totals.points,
    totalEarned: totals.totalPoints,
    history: rows.map(presentReward),
  };
}
