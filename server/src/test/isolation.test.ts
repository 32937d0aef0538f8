import { emailButtonDefaults } from '@coachline/contract/email-buttons';
import { signatureDefaults } from '@coachline/contract/signatures';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertImport } from '../features/contact-import/contact-import.repository';
import { importFile } from '../features/contact-import/contact-import.testing';
import { runImport } from '../features/contact-import/contact-import.worker';
import { bearer, buildOrganization, checkoutTokenFor, tokenFor } from './factories';
import { createTestApp } from './server';
import { buildTenantRows, separateSequences, type TenantRows, tenantSnapshot } from './tenants';

/**
 * The cross-tenant sweep: every registered API route, called with one tenant's token and
 * another tenant's ids (in the path, in a valid body, in the query), answers 403 or 404 and
 * never their data, and leaves their rows as they were. A new route cannot forget its scoping
 * without failing here: a route that acts (POST, PATCH, PUT, DELETE) needs an entry in
 * `samples`, a GET route with ids in its query one in `queries`.
 */
const { app, deps, routes, database } = await createTestApp();

// The other tenant is created first; sequences then jump ahead so no id of the tenant under
// test can equal one of the other's, and a 200 can only mean a leak.
const other = await buildOrganization(deps, { locations: ['Elsewhere'] });
const theirs = await buildTenantRows(deps, other.account.id, other.locations[0]!.id);
const theirImport = await insertImport(deps.db, other.account.id, {
  userId: other.owner.id,
  status: 'completed',
  fileName: 'elsewhere.csv',
  filePath: `imports/${other.account.id}/elsewhere.csv`,
  fileType: 'csv',
  headers: ['Email'],
});
await separateSequences(database);
const me = await buildOrganization(deps, { locations: ['Home'] });
const mine = await buildTenantRows(deps, me.account.id, me.locations[0]!.id);
const token = await tokenFor(deps, me.owner.id);
// The checkout API takes a checkout token, made from the same session.
const checkoutToken = await checkoutTokenFor(deps, token);
/** Our bearer for a route: the checkout token on the checkout API, else the session's. */
const ourBearer = (url: string, extra: Record<string, string | number> = {}) =>
  bearer(url.startsWith('/api/checkout/') ? checkoutToken : token, extra);

/** Path params filled with one tenant's rows. */
const pathIds = (rows: TenantRows, organization: typeof other) =>
  ({
    id: String(organization.account.id),
    user: String(organization.owner.id),
    token: 'not-a-real-token',
    importId: String(rows === theirs ? theirImport.id : rows.upload),
    contact: String(rows.contact),
    tag: String(rows.tag),
    group: String(rows.group),
    field: String(rows.field),
    color: String(rows.color),
    category: String(rows.templateCategory),
    domain: String(rows.emailDomain),
    sender: String(rows.emailSender),
    signature: String(rows.signature),
    button: String(rows.emailButton),
    broadcast: String(rows.broadcast),
    session: String(rows.session),
    tease_setting: String(rows.teaseSetting),
    file: String(rows.file),
    image: String(rows.libraryImage),
    form: String(rows.form),
    question: String(rows.question),
    page: String(rows.page),
    download: String(rows.pageDownload),
    playbook: String(rows.playbook),
    step: String(rows.step),
    tab: String(rows.stepTab),
    playbook_download: String(rows.playbookDownload),
    faq: String(rows.faq),
    playbook_button: String(rows.playbookButton),
    share: String(rows.share),
    import: String(rows.assetImport),
    asset: String(rows.form),
    announcement: String(rows.announcement),
    navigation: String(rows.navigationItem),
    event: String(rows.calendarEvent),
    task: String(rows.task),
    journey: String(rows.journey),
    trigger: String(rows.journeyTrigger),
    action: String(rows.journeyAction),
    sequence: String(rows.sequence),
    message: String(rows.sequenceMessage),
    pipeline: String(rows.pipeline),
    stage: String(rows.pipelineStage),
    workout: String(rows.workout),
    block: String(rows.workoutBlock),
    block_exercise: String(rows.blockExercise),
    workout_category: String(rows.workoutCategory),
    workout_plan: String(rows.workoutPlan),
    week: String(rows.planWeek),
    scenario: String(rows.scenario),
    scenario_category: String(rows.scenarioCategory),
    scenario_step: String(rows.scenarioStep),
    step_content: String(rows.stepContent),
    scenario_content: String(rows.scenarioContent),
    progress_tracking: String(rows.progressTracking),
    progress_section: String(rows.progressSection),
    progress_question: String(rows.progressQuestion),
    progress_category: String(rows.progressCategory),
    progress_proof: String(rows.progressProof),
    habit_tracking: String(rows.habitTracking),
    habit_category: String(rows.habitCategory),
    habit: String(rows.habit),
    habit_proof: String(rows.habitProof),
    // Not a row: the folder calls' asset type.
    asset_type: 'templates',
  }) as Record<string, string>;
const fill = (url: string, own = false) => {
  const ids = own ? pathIds(mine, me) : pathIds(theirs, other);
  const location = String(own ? mine.location : theirs.location);
  return url.replace(/:([A-Za-z_]+)/g, (_, name: string) => ids[name] ?? location);
};

/**
 * A request that reaches the tenant check: a valid body (so validation cannot answer first),
 * the path filled with their rows, or with ours when `ownPath` (the body then names theirs).
 */
type Variant = {
  body?: object;
  ownPath?: true;
  /** Refused as bad input naming this field (a broadcast's recipients and sender, issue 10 §5). */
  field?: string;
};
/**
 * A route whose request names no row, and why. It is not swept with ids: there is nothing of
 * another tenant to name, and a valid body would act on the caller's own data. None of these
 * takes path params, so no 422 (invalid body) is ever accepted in place of a 403 or 404.
 */
type IdFree = { idFree: string };
const idFree = (why: string): IdFree => ({ idFree: why });
const noBody: Variant[] = [{}];
const theirSelection = { selection: { ids: [theirs.contact] } };
const ownSelection = { selection: { ids: [mine.contact] } };

/**
 * Every private route that acts: minimal valid bodies carrying the other tenant's ids, one
 * variant per id the body carries (the rest our own), or why the route names no row.
 */
const samples: Record<string, Variant[] | IdFree> = {
  // The signed-in user's own session, profile, account and billing.
  'POST /api/v3/auth/logout': idFree('ends the caller’s own session'),
  'POST /api/v3/auth/refresh': idFree('answers the caller’s own session'),
  'POST /api/v3/auth/verify-twofa': idFree('a code for the caller’s own session'),
  'POST /api/v3/account/:id/access': noBody,
  'POST /api/v3/location/:id/access': noBody,
  'PATCH /api/v3/app/latest-version': idFree('a flag on the caller'),
  'PATCH /api/v3/user/update-profile': idFree('the caller’s own profile'),
  'POST /api/v3/user/change-password': idFree('the caller’s own password'),
  'PATCH /api/v3/user/update': idFree('the caller’s own primary account'),
  'POST /api/v3/organization/location/create': idFree('a new location of the caller’s own'),
  'PATCH /api/v3/organization/location/:location/update': [{ body: { businessname: 'Taken' } }],
  'DELETE /api/v3/organization/location/:location/delete': [{ body: { confirm: 'Elsewhere' } }],
  'PATCH /api/v3/organization/location/:location/restore': noBody,
  'PATCH /api/v3/organization/location/:location/suspend': [{ body: { status: 1 } }],
  'POST /api/v3/organization/location/:location/add-users': [
    { body: { user_ids: [mine.staff] } },
    { body: { user_ids: [theirs.staff] }, ownPath: true },
  ],
  'POST /api/v3/organization/user/save': [
    {
      body: {
        id: theirs.staff,
        fname: 'Taken',
        lname: 'Over',
        email: 'taken-over@example.test',
        location_ids: [me.account.id],
      },
    },
    {
      body: {
        fname: 'Sneaky',
        lname: 'Staff',
        email: 'sneaky-staff@example.test',
        location_ids: [theirs.location],
      },
    },
  ],
  'DELETE /api/v3/organization/user/:user/delete': noBody,
  'POST /api/v3/organization/user/:user/resend-credentials': noBody,
  'POST /api/v3/user/update-kill-status': idFree('the caller’s own account'),
  'PATCH /api/v3/user/update-white-label': idFree('the caller’s own organization'),
  'PATCH /api/v3/user/update-contact-profile-setting': idFree('the caller’s own layout'),
  'POST /api/v3/user/generate-landing-token': idFree('the caller’s own token'),
  'PATCH /api/v3/admin-setting/update-confirm-optin': idFree('the accessed location’s own'),
  'POST /api/v3/admin-setting/send-access-key': idFree('the accessed location’s own key'),
  'POST /api/v3/billing/enable-twofa': idFree('the caller’s own second factor'),
  'POST /api/v3/billing/disable-twofa': idFree('the caller’s own second factor'),
  'POST /api/v3/billing/activate-suspended-account': idFree('the caller’s own account'),
  'POST /api/billing/stripe/skip-trial': idFree('the caller’s own subscription'),
  'POST /api/v3/billing/change-email': idFree('the caller’s own sign-in email'),
  'DELETE /api/v3/auth/session/:session/revoke': noBody,
  'POST /api/v3/auth/sessions/revoke': idFree('the caller’s own sessions'),
  'POST /api/v3/user/update-contact-preferences': idFree('the caller’s own columns'),
  // Tabs
  'POST /api/v3/contact/tabs/create': idFree('a new tab of the accessed location'),
  'PATCH /api/v3/contact/tabs/update': [{ body: { id: theirs.tab, title: 'Renamed' } }],
  'DELETE /api/v3/contact/tabs/delete': [{ body: { id: theirs.tab, move_to: 'client' } }],
  'PATCH /api/v3/contact/tabs/list-sort': [{ body: { ids: [theirs.tab] } }],
  // One contact
  'POST /api/v3/contact/save': idFree('a new contact of the accessed location; tags are names'),
  'PATCH /api/v3/contact/:contact/update': [{ body: { first_name: 'Changed' } }],
  'PATCH /api/v3/contact/:contact/update-starred': [{ body: { starred: true } }],
  'PATCH /api/v3/contact/:contact/update-flagged': [{ body: { flagged: true } }],
  'PATCH /api/v3/contact/:contact/change-temperature': [{ body: { temperature: 'hot' } }],
  'PATCH /api/v3/contact/:contact/update-member-id': [{ body: { member_id: 'M-2' } }],
  'PATCH /api/v3/contact/:contact/update-birthday': [{ body: { birthday: '2000-01-01' } }],
  'PUT /api/v3/contact/:contact/resend-member-id': noBody,
  'POST /api/v3/contact/change-member-id-email': [
    { body: { contact_id: theirs.contact, email: 'new@example.test' } },
  ],
  'POST /api/v3/contact/:contact/update-portal-password': [
    { body: { password: 'password123', password_confirmation: 'password123' } },
  ],
  // Multipart: without a file the contact is still looked up first.
  'PATCH /api/v3/contact/:contact/update-photo': noBody,
  // Bulk actions
  'POST /api/v3/contact/delete': [{ body: theirSelection }],
  'POST /api/v3/contact/restore': [{ body: { ids: [theirs.deleted] } }],
  'POST /api/v3/contact/merge': [
    { body: { contact_ids: [theirs.contact, theirs.second], survivor_id: theirs.contact } },
    { body: { contact_ids: [mine.contact, theirs.contact], survivor_id: mine.contact } },
  ],
  'POST /api/v3/contact/move': [
    { body: { ...theirSelection, location_id: mine.location } },
    { body: { ...ownSelection, location_id: theirs.location } },
  ],
  'POST /api/v3/contact/copy-to-location': [
    { body: { ...theirSelection, location_id: mine.location } },
    { body: { ...ownSelection, location_id: theirs.location } },
  ],
  'PATCH /api/v3/contact/change-status': [{ body: { ...theirSelection, status: 'client' } }],
  'PATCH /api/v3/contact/update-last-action': [{ body: { ...theirSelection, last_action: null } }],
  'PATCH /api/v3/contact/change-gender': [{ body: { ...theirSelection, gender: 'Male' } }],
  'PATCH /api/v3/contact/update-delivery-status': [
    { body: { ...theirSelection, sms_enabled: false } },
  ],
  'PATCH /api/v3/contact/portal-account-activate-suspend': [
    { body: { ...theirSelection, portal_active: false } },
  ],
  'PATCH /api/v3/contact/disable-confirmation': [{ body: theirSelection }],
  'PATCH /api/v3/contact/validate-email': [{ body: theirSelection }],
  'PATCH /api/v3/contact/update-phone-country-code': idFree('the accessed location’s own setting'),
  'PUT /api/v3/contact/:contact/mark-email-valid': noBody,
  // Custom fields
  'POST /api/v3/contact/custom-field/save': [{ body: { id: theirs.field, name: 'Renamed' } }],
  'PATCH /api/v3/contact/custom-field/list-sort': [{ body: { ids: [theirs.field] } }],
  'DELETE /api/v3/contact/custom-field/:field/delete': noBody,
  // Notes and rewards
  'POST /api/v3/contact/add-note': [{ body: { contact_id: theirs.contact, body: 'Hello' } }],
  'PATCH /api/v3/contact/:contact/update-note': [
    { body: { note_id: mine.note, body: 'Changed' } },
    { body: { note_id: theirs.note, body: 'Changed' }, ownPath: true },
  ],
  'POST /api/v3/contact/delete-notes': [
    { body: { contact_id: theirs.contact, note_ids: [mine.note] } },
    { body: { contact_id: mine.contact, note_ids: [theirs.note] } },
  ],
  'POST /api/v3/contact/send-reward': [{ body: { contact_id: theirs.contact, points: 5 } }],
  'POST /api/v3/contact/resend-login': [{ body: { contact_id: theirs.contact } }],
  'POST /api/v3/contact/edit-rewards': [
    { body: { contact_id: theirs.contact, reward_id: mine.reward, points: 5 } },
    { body: { contact_id: mine.contact, reward_id: theirs.reward, points: 5 } },
  ],
  'POST /api/v3/contact/redeemed-reward-points': [
    { body: { contact_id: theirs.contact, points: 1 } },
  ],
  'POST /api/v3/contact/delete-rewards': [
    { body: { contact_id: theirs.contact, reward_ids: [mine.reward] } },
    { body: { contact_id: mine.contact, reward_ids: [theirs.reward] } },
  ],
  // Tags
  'POST /api/v3/tag/create': idFree('a new tag of the accessed location'),
  'PATCH /api/v3/tag/edit-tag': [{ body: { id: theirs.tag, name: 'Renamed' } }],
  'DELETE /api/v3/tag/:tag/delete': noBody,
  'PATCH /api/v3/tag/add-contact': [
    { body: { tag_ids: [theirs.tag], ...ownSelection } },
    { body: { tag_ids: [mine.tag], ...theirSelection } },
  ],
  'PATCH /api/v3/tag/remove-contact': [
    { body: { tag_ids: [theirs.tag], ...ownSelection } },
    { body: { tag_ids: [mine.tag], ...theirSelection } },
  ],
  // Groups
  'POST /api/v3/group/create-group': [
    { body: { name: 'Swept', contact_ids: [theirs.contact] } },
    { body: { name: 'Swept', user_ids: [theirs.staff] } },
  ],
  'POST /api/v3/group/:group/edit-group': [
    { body: { name: 'Renamed' } },
    { body: { name: 'Renamed', contact_ids: [theirs.contact] }, ownPath: true },
    { body: { name: 'Renamed', user_ids: [theirs.staff] }, ownPath: true },
  ],
  'DELETE /api/v3/group/:group/delete': noBody,
  'PATCH /api/v3/group/add-contacts': [
    { body: { group_id: theirs.group, ...ownSelection } },
    { body: { group_id: mine.group, ...theirSelection } },
  ],
  'PATCH /api/v3/group/remove-contacts': [
    { body: { group_id: theirs.group, ...ownSelection } },
    { body: { group_id: mine.group, ...theirSelection } },
  ],
  // Import
  'POST /api/v3/contact/map-csv-field': idFree('a new upload to the accessed location'),
  'POST /api/v3/content-upload/verify-csv': idFree('reads an upload, keeps nothing'),
  'POST /api/v3/content-upload/import-contents': idFree(
    'its multipart `user_ids` name accounts: another organization’s is refused (content-import.test.ts)',
  ),
  'POST /api/v3/contact/import': [
    { body: { import_id: theirs.upload, mapping: { Email: 'email' }, duplicate_policy: 'skip' } },
  ],
  'POST /api/v3/contact/delete-csv-import-log': [{ body: { id: theirImport.id } }],
  'POST /api/v3/contact/import-log/:importId/undo': noBody,
  // Test messages: sample values and the accessed location's own
  'POST /api/v3/test-email/preview': idFree('a preview with sample values, naming no row'),
  'POST /api/v3/test-sms/preview': idFree('a preview with sample values, naming no row'),
  'POST /api/v3/test-email/send': idFree('sample values, sent to the caller’s own address'),
  'POST /api/v3/test-sms/send': idFree('sample values, sent to the caller’s own phone'),
  // One-to-one messages and their logs
  'POST /api/v3/contact/send-email': [
    { body: { contact_id: theirs.contact, subject: 'Hi', body: '<p>Hi</p>' } },
  ],
  'POST /api/v3/contact/send-sms': [{ body: { contact_id: theirs.contact, message: 'Hi' } }],
  'DELETE /api/v3/contact/:contact/delete-email-logs': [
    { body: {} },
    { body: { ids: [theirs.send] }, ownPath: true },
  ],
  // Saved styles and favourite colours of the accessed location
  'PATCH /api/v3/saved-style/update': idFree('the accessed location’s style of one content type'),
  'POST /api/v3/favorite-color/store': idFree('a colour for the accessed location'),
  'DELETE /api/v3/favorite-color/:color/delete': noBody,
  // The template library
  'POST /api/v3/template/create-category': idFree('a new category of the accessed location'),
  'PATCH /api/v3/template/:category/edit-category': [{ body: { name: 'Renamed' } }],
  'DELETE /api/v3/template/:category/delete-category': noBody,
  'POST /api/v3/template/create': [
    { body: { category_id: theirs.templateCategory, name: 'Mine' } },
  ],
  'PATCH /api/v3/template/edit': [
    { body: { template_id: theirs.template, name: 'Mine', body: '<p>Mine</p>' } },
  ],
  'PATCH /api/v3/template/rename': [{ body: { template_id: theirs.template, name: 'Mine' } }],
  'POST /api/v3/template/duplicate': [{ body: { template_id: theirs.template } }],
  'PATCH /api/v3/template/change-category': [
    { body: { template_id: theirs.template, category_id: mine.templateCategory } },
    { body: { template_id: mine.template, category_id: theirs.templateCategory } },
  ],
  'DELETE /api/v3/template/delete': [{ body: { template_id: theirs.template } }],
  // Folders
  'POST /api/v3/folder/create': [
    { body: { asset_type: 'templates', title: 'Mine', parent_id: theirs.folder } },
  ],
  'POST /api/v3/folder/add-assets': [
    { body: { asset_type: 'templates', assets_id: [theirs.template], folder_id: mine.folder } },
    { body: { asset_type: 'templates', assets_id: [mine.template], folder_id: theirs.folder } },
    { body: { asset_type: 'templates', assets_id: [theirs.template], folder_id: 0 } },
  ],
  'PATCH /api/v3/folder/update': [
    { body: { id: theirs.folder, title: 'Mine', asset_type: 'templates' } },
  ],
  'PATCH /api/v3/folder/archive': [{ body: { id: theirs.folder, archived: 1 } }],
  'PATCH /api/v3/folder/sort': [
    { body: { asset_type: 'templates', ids: [mine.folder, theirs.folder] } },
  ],
  'DELETE /api/v3/folder/delete': [{ body: { id: theirs.folder } }],
  // Files
  'POST /api/v3/file/upload': idFree(
    'new files of the accessed location (multipart: a foreign folder_id is in files.test.ts)',
  ),
  'POST /api/v3/image-library/fetch': idFree('an image from a public address; no row is read'),
  'PUT /api/v3/file/validate-name': [
    { body: { id: theirs.file, name: 'Mine' } },
    { body: { id: mine.file, name: 'Mine', folder_id: theirs.folder } },
  ],
  'PATCH /api/v3/file/:file/rename': [{ body: { name: 'Mine' } }],
  'PATCH /api/v3/file/archive-unarchive': [
    { body: { ids: [mine.file, theirs.file], status: 'archived' } },
  ],
  'PATCH /api/v3/file/update-stats': [{ body: { id: theirs.file } }],
  'DELETE /api/v3/file/delete': [{ body: { ids: [theirs.file], confirmation: 'DELETE' } }],
  'PATCH /api/v3/file/update-permission': [
    { body: { ids: [mine.file, theirs.file], permission: 'selected' } },
  ],
  'PATCH /api/v3/file/:file/change-permission': [
    { body: { permission: 'selected', user_ids: [] } },
    { body: { permission: 'selected', user_ids: [theirs.staff] }, ownPath: true },
  ],
  'POST /api/v3/file/send-to-contact': [
    { body: { file_ids: [theirs.file], contact_ids: [mine.contact] } },
    { body: { file_ids: [mine.file], contact_ids: [theirs.contact] } },
  ],
  'DELETE /api/v3/file/remove-from-contact': [
    { body: { contact_id: theirs.contact, file_ids: [mine.file] } },
    { body: { contact_id: mine.contact, file_ids: [theirs.file] } },
  ],
  // The image library
  'POST /api/v3/image-library/upload': idFree(
    'a new image of the accessed location (multipart: a foreign folder, original and location are in image-library.test.ts)',
  ),
  'POST /api/v3/image-library/bulk-upload': idFree(
    'new images of the accessed location (multipart: a foreign folder is in image-library.test.ts)',
  ),
  'DELETE /api/v3/image-library/:image': noBody,
  'POST /api/v3/template/send-to-contact': [
    { body: { template_id: theirs.template, contact_id: mine.contact } },
    { body: { template_id: mine.template, contact_id: theirs.contact } },
  ],
  'POST /api/v3/template/add-broadcasts-draft': [{ body: { template_id: theirs.template } }],
  // Email domains and senders of the organization
  'POST /api/v3/email-domain/save': idFree('a new domain of the caller’s organization'),
  'POST /api/v3/domain/save': idFree('a new domain of the caller’s organization'),
  'POST /api/v3/email-domain/save-sender': [
    { body: { email_domain_id: theirs.emailDomain, name: 'Swept', email: 'swept@example.test' } },
    {
      body: {
        id: theirs.emailSender,
        email_domain_id: mine.emailDomain,
        name: 'Swept',
        email: `swept@mail-${me.account.id}.example.test`,
      },
    },
  ],
  'PATCH /api/v3/email-domain/:domain/activate': noBody,
  'PATCH /api/v3/email-domain/:sender/activate-sender': noBody,
  'PATCH /api/v3/email-domain/enable-disable': [{ body: { id: theirs.emailDomain, status: 0 } }],
  'POST /api/v3/domain/enable-disable': [{ body: { id: theirs.emailDomain, status: 0 } }],
  'PATCH /api/v3/email-domain/:domain/verify': noBody,
  'PATCH /api/v3/domain/verify': [{ body: { ids: [theirs.emailDomain] } }],
  'PATCH /api/v3/domain/activate': [{ body: { id: theirs.emailDomain } }],
  'DELETE /api/v3/email-domain/delete': [{ body: { ids: [theirs.emailDomain] } }],
  'DELETE /api/v3/domain/delete': [{ body: { ids: [theirs.emailDomain] } }],
  'DELETE /api/v3/email-domain/delete-sender': [{ body: { ids: [theirs.emailSender] } }],
  'PATCH /api/v3/email-domain/:domain/activate-domain-for-locations': [
    { body: { location_ids: [mine.location] } },
    { body: { location_ids: [theirs.location] }, ownPath: true },
  ],
  'PATCH /api/v3/email-domain/:sender/activate-sender-for-locations': [
    { body: { location_ids: [mine.location] } },
    { body: { location_ids: [theirs.location] }, ownPath: true },
  ],
  // Integrations of the accessed location
  'POST /api/v3/integration/save-twilio-credentials': idFree('the accessed location’s own Twilio'),
  'POST /api/v3/integration/update-twilio-connection': idFree('the accessed location’s own Twilio'),
  'DELETE /api/v3/integration/disconnect-twilio': idFree('the accessed location’s own Twilio'),
  'POST /api/v3/integration/generate-zapier-token': idFree('the accessed location’s own API token'),
  'DELETE /api/v3/integration/revoke-zapier-token': idFree('the accessed location’s own API token'),
  // Birthdays of the accessed location
  'PATCH /api/v3/birthday/update-birthday-setting': idFree('the accessed location’s own greeting'),
  'POST /api/v3/birthday/update-celebrate-birthday': [
    { body: { contact_id: theirs.contact, celebrated: true } },
  ],
  // The Message Center of the accessed location
  'POST /api/v3/sms-center/schedule': [
    { body: { contact_id: theirs.contact, message: 'Hi', send_at: '2099-01-01T10:00:00Z' } },
  ],
  'POST /api/v3/sms-center/resend-sms': [{ body: { send_id: theirs.send } }],
  'PATCH /api/v3/sms-center/mark-read-unread': [
    { body: { contact_ids: [theirs.contact], read: true } },
  ],
  'PATCH /api/v3/sms-center/archive-unarchive': [
    { body: { contact_ids: [theirs.contact], archived: true } },
  ],
  'DELETE /api/v3/sms-center/delete-scheduled-sms': [
    { body: { schedule_ids: [theirs.scheduled] } },
  ],
  'POST /api/v3/portal-chat/send-message': [
    { body: { contact_id: theirs.contact, message: 'Hi' } },
  ],
  'POST /api/v3/portal-chat/schedule': [
    { body: { contact_id: theirs.contact, message: 'Hi', send_at: '2099-01-01T10:00:00Z' } },
  ],
  'PATCH /api/v3/portal-chat/archive-unarchive': [
    { body: { contact_ids: [theirs.contact], archived: true } },
  ],
  'PATCH /api/v3/portal-chat/mark-read-unread': [
    { body: { contact_ids: [theirs.contact], read: false } },
  ],
  'DELETE /api/v3/portal-chat/delete-scheduled-message': [{ body: { ids: [theirs.scheduled] } }],
  'POST /api/v3/contact/send-portal-message': [
    { body: { contact_id: theirs.contact, message: 'Hi' } },
  ],
  'POST /api/v3/contact/schedule-portal-message': [
    { body: { contact_id: theirs.contact, message: 'Hi', send_at: '2099-01-01T10:00:00Z' } },
  ],
  'POST /api/v3/scheduled/delete-sms': [{ body: { schedule_ids: [theirs.scheduled] } }],
  'POST /api/v3/scheduled/delete-schedule': [{ body: { schedule_ids: [theirs.scheduled] } }],
  // The member-ID page of the accessed location
  'POST /api/v3/member-id/store-member-id-setting': idFree('the accessed location’s own page'),
  // Client portal and reward settings
  'POST /api/v3/client-portal/update-settings': idFree('the accessed location’s own portal'),
  'POST /api/v3/client-portal/rename-tab': idFree('the accessed location’s own tab names'),
  'POST /api/v3/client-portal/update-calendar-title': idFree('the accessed location’s own titles'),
  'POST /api/v3/client-portal/update-welcome-settings': idFree('the accessed location’s welcome'),
  'POST /api/v3/client-portal/:account/add-new-announcement': [{ body: { title: 'Sneaky' } }],
  'POST /api/v3/client-portal/update-announcement-settings': [
    { body: { id: theirs.announcement, title: 'Taken' } },
  ],
  'POST /api/v3/client-portal/sort-announcement-settings': [
    { body: { ids: [theirs.announcement] } },
    { body: { ids: [mine.announcement, theirs.announcement] } },
  ],
  'DELETE /api/v3/client-portal/delete-announcement-settings/:announcement': noBody,
  'POST /api/v3/calendar/create-event': [
    {
      body: {
        title: 'Sneaky',
        date: '2026-12-01',
        start_time: '09:00',
        everyone: false,
        contact_ids: [theirs.contact],
      },
    },
  ],
  'POST /api/v3/calendar/:event/update-event': [
    { body: { title: 'Taken', date: '2026-12-01', start_time: '09:00' } },
    {
      body: {
        title: 'Taken',
        date: '2026-12-01',
        start_time: '09:00',
        everyone: false,
        contact_ids: [theirs.contact],
      },
      ownPath: true,
    },
  ],
  'DELETE /api/v3/calendar/:event/delete-event': noBody,
  'POST /api/v3/task/create': [
    { body: { title: 'Sneaky', contact_ids: [theirs.contact] } },
    { body: { title: 'Sneaky', assignee_id: other.owner.id } },
  ],
  'PATCH /api/v3/task/:task/update': [
    { body: { title: 'Taken' } },
    { body: { assignee_id: other.owner.id }, ownPath: true },
  ],
  'PATCH /api/v3/task/:task/done': [{ body: { done: true } }],
  'DELETE /api/v3/task/:task/delete': noBody,
  'POST /api/v3/task/add-contact': [
    { body: { task_id: theirs.task, selection: { ids: [mine.contact] } } },
    { body: { task_id: mine.task, selection: { ids: [theirs.contact] } } },
  ],
  'POST /api/v3/task/remove-contact': [
    { body: { task_id: theirs.task, selection: { ids: [theirs.contact] } } },
    { body: { task_id: mine.task, selection: { ids: [theirs.contact] } } },
  ],
  'POST /api/v3/integration/save-fit-funnel-webhook': [
    { body: { id: theirs.automationWebhook, name: 'Taken' } },
    { body: { name: 'Sneaky', tag_ids: [theirs.tag] }, field: 'tag_ids' },
  ],
  'DELETE /api/v3/integration/delete-fit-funnel-webhook': [
    { body: { id: theirs.automationWebhook } },
  ],
  'POST /api/v3/journey/start': [
    { body: { journey_id: theirs.journey, selection: { ids: [mine.contact] } } },
    { body: { journey_id: mine.journey, selection: { ids: [theirs.contact] } } },
  ],
  'POST /api/v3/journey/terminate': [
    { body: { journey_id: theirs.journey, selection: { ids: [theirs.contact] } } },
    { body: { journey_id: mine.journey, selection: { ids: [theirs.contact] } } },
  ],
  'POST /api/v3/journey/duplicate': [{ body: { journey_id: theirs.journey } }],
  'POST /api/v3/journey/create': [{ body: { name: 'Sneaky', folder_id: theirs.folder } }],
  'DELETE /api/v3/journey/delete': [{ body: { journey_id: theirs.journey } }],
  'PATCH /api/v3/journey/:journey/change-status': [{ body: { status: 'disabled' } }],
  'PATCH /api/v3/journey/:journey/rename': [{ body: { name: 'Taken' } }],
  'POST /api/v3/journey/:journey/create-trigger': [{ body: { type: 'tag_added', settings: {} } }],
  'POST /api/v3/journey/:journey/create-action': [
    { body: { type: 'add_tag' } },
    {
      body: { type: 'add_tag', place: { parent_id: theirs.journeyAction, branch: 'yes' } },
      ownPath: true,
    },
  ],
  'PATCH /api/v3/journey/trigger/:trigger/update': [{ body: { settings: {} } }],
  'PATCH /api/v3/journey/action/:action/update': [
    { body: { settings: {} } },
    { body: { place: { parent_id: theirs.journeyAction, branch: 'no' } }, ownPath: true },
  ],
  'DELETE /api/v3/journey/trigger/:trigger/delete': noBody,
  'DELETE /api/v3/journey/action/:action/delete': noBody,
  'POST /api/v3/sequence/add-contact': [
    { body: { sequence_id: theirs.sequence, selection: { ids: [mine.contact] } } },
    { body: { sequence_id: mine.sequence, selection: { ids: [theirs.contact] } } },
  ],
  'POST /api/v3/sequence/remove-contact': [
    { body: { sequence_id: theirs.sequence, selection: { ids: [theirs.contact] } } },
    { body: { sequence_id: mine.sequence, selection: { ids: [theirs.contact] } } },
  ],
  'POST /api/v3/sequence/create': [{ body: { title: 'Sneaky', folder_id: theirs.folder } }],
  'POST /api/v3/sequence/duplicate': [{ body: { sequence_id: theirs.sequence } }],
  'POST /api/v3/sequence/:sequence/schedule-sequence': [
    { body: { scheduled_at: '2999-01-01T09:00:00Z' } },
  ],
  'POST /api/v3/sequence/:sequence/send-now': [
    { body: { message_id: theirs.sequenceMessage } },
    { body: { message_id: theirs.sequenceMessage }, ownPath: true },
  ],
  'POST /api/v3/sequence/:sequence/add-message': [{ body: { type: 'sms', body: 'Hi' } }],
  'POST /api/v3/sequence/:sequence/message/:message/resend': [{ body: {} }],
  'POST /api/v3/sequence/:sequence/get-email-count': [
    { body: { selection: { ids: [mine.contact] } } },
    { body: { selection: { ids: [theirs.contact] } }, ownPath: true },
  ],
  'PATCH /api/v3/sequence/:sequence/update': [{ body: { title: 'Taken' } }],
  'PATCH /api/v3/sequence/rename': [{ body: { sequence_id: theirs.sequence, title: 'Taken' } }],
  'PATCH /api/v3/sequence/:sequence/sort-messages': [
    { body: { ids: [theirs.sequenceMessage] } },
    { body: { ids: [theirs.sequenceMessage] }, ownPath: true },
  ],
  'PATCH /api/v3/sequence/:sequence/update-message': [
    { body: { message_id: theirs.sequenceMessage, type: 'sms', body: 'Taken' } },
    { body: { message_id: theirs.sequenceMessage, type: 'sms', body: 'Taken' }, ownPath: true },
  ],
  'DELETE /api/v3/sequence/delete': [{ body: { sequence_id: theirs.sequence } }],
  'DELETE /api/v3/sequence/delete-user': [
    { body: { sequence_id: theirs.sequence, ids: [theirs.contact] } },
  ],
  'DELETE /api/v3/sequence/:sequence/delete-message': [
    { body: { message_id: theirs.sequenceMessage } },
    { body: { message_id: theirs.sequenceMessage }, ownPath: true },
  ],
  'DELETE /api/v3/sequence/:sequence/delete-schedule': noBody,
  'POST /api/v3/pipeline/rename': [{ body: { pipeline_id: theirs.pipeline, name: 'Taken' } }],
  'POST /api/v3/pipeline/change-order': [
    { body: { orders: [theirs.pipeline] } },
    { body: { orders: [mine.pipeline, theirs.pipeline] } },
  ],
  'POST /api/v3/pipeline/stage/update': [
    { body: { pipeline_id: theirs.pipeline, stages: [{ id: theirs.pipelineStage, name: 'X' }] } },
    { body: { pipeline_id: mine.pipeline, stages: [{ id: theirs.pipelineStage, name: 'X' }] } },
  ],
  'POST /api/v3/pipeline/add-contact': [
    { body: { pipeline_id: theirs.pipeline, selection: { ids: [mine.contact] } } },
    { body: { pipeline_id: mine.pipeline, selection: { ids: [theirs.contact] } } },
    {
      body: {
        pipeline_id: mine.pipeline,
        stage_id: theirs.pipelineStage,
        selection: { ids: [mine.contact] },
      },
    },
  ],
  'POST /api/v3/pipeline/remove-contact': [
    { body: { pipeline_id: theirs.pipeline, selection: { ids: [theirs.contact] } } },
    { body: { pipeline_id: mine.pipeline, selection: { ids: [theirs.contact] } } },
  ],
  'POST /api/v3/pipeline/create': [{ body: { name: 'Sneaky', folder_id: theirs.folder } }],
  'POST /api/v3/pipeline/create-from-my-template': [
    { body: { name: 'Sneaky', folder_id: theirs.folder } },
  ],
  'POST /api/v3/pipeline/update': [{ body: { pipeline_id: theirs.pipeline, name: 'Taken' } }],
  'POST /api/v3/pipeline/:pipeline/create-stage': [{ body: { name: 'Taken' } }],
  'POST /api/v3/pipeline/rename-stage': [{ body: { stage_id: theirs.pipelineStage, name: 'X' } }],
  'POST /api/v3/pipeline/delete-stage': [
    { body: { stage_id: theirs.pipelineStage } },
    { body: { stage_id: mine.pipelineStage, move_to_stage_id: theirs.pipelineStage } },
  ],
  'POST /api/v3/pipeline/:pipeline/contacts-add': [
    { body: { contact_ids: [mine.contact] } },
    { body: { contact_ids: [theirs.contact] }, ownPath: true },
    { body: { contact_ids: [mine.contact], stage_id: theirs.pipelineStage }, ownPath: true },
  ],
  'POST /api/v3/pipeline/duplicate': [{ body: { pipeline_id: theirs.pipeline } }],
  'POST /api/v3/pipeline/:contact/stage-change': [
    {
      body: {
        contact_id: theirs.contact,
        pipeline: theirs.pipeline,
        stage_id: theirs.pipelineStage,
      },
    },
    {
      body: { contact_id: mine.contact, pipeline: theirs.pipeline, stage_id: mine.pipelineStage },
      ownPath: true,
    },
    {
      body: { contact_id: mine.contact, pipeline: mine.pipeline, stage_id: theirs.pipelineStage },
      ownPath: true,
    },
  ],
  'POST /api/v3/pipeline/stage/sort-leads': [
    { body: { stage: theirs.pipelineStage, sorting: [theirs.contact] } },
    { body: { stage: mine.pipelineStage, sorting: [theirs.contact] } },
  ],
  'POST /api/v3/pipeline/contact/add-notes': [
    { body: { pipeline_id: theirs.pipeline, contact_id: theirs.contact, notes: 'x' } },
    { body: { pipeline_id: mine.pipeline, contact_id: theirs.contact, notes: 'x' } },
  ],
  'POST /api/v3/pipeline/:pipeline/update-master': noBody,
  'DELETE /api/v3/pipeline/delete': [{ body: { pipeline_id: theirs.pipeline } }],
  'POST /api/v3/client-portal/update-navigation-menu': [
    { body: { id: theirs.navigationItem, label: 'Taken', url: 'https://example.com/taken' } },
  ],
  'POST /api/v3/client-portal/sort-navigation-menu': [
    { body: { ids: [theirs.navigationItem] } },
    { body: { ids: [mine.navigationItem, theirs.navigationItem] } },
  ],
  'DELETE /api/v3/client-portal/delete-navigation-menu/:navigation': noBody,
  'PATCH /api/v3/reward/update-point-name': idFree('the accessed location’s own reward settings'),
  'PATCH /api/v3/reward/update-point-currency': idFree('the accessed location’s own settings'),
  'PATCH /api/v3/reward/update-reward-notification': idFree('the accessed location’s own settings'),
  // The recovery page of the accessed location
  'POST /api/v3/recovery-page/save': idFree('the accessed location’s own page'),
  // Signatures, email buttons and the images of emails
  'POST /api/v3/signature/store': [
    {
      body: {
        ...signatureDefaults,
        full_name: 'Changed',
        id: theirs.signature,
        is_default: true,
        apply_to_all: true,
      },
    },
  ],
  'DELETE /api/v3/signature/:signature/delete': noBody,
  'POST /api/v3/content-setting/update-button': [
    {
      body: {
        ...emailButtonDefaults,
        text: 'Changed',
        url: 'https://example.com',
        id: theirs.emailButton,
      },
    },
  ],
  'DELETE /api/v3/content-setting/:button/delete-button': noBody,
  'POST /api/v3/file-upload': idFree('a new image of the accessed location'),
  'POST /api/v3/content-setting/file-upload': idFree('a new image of the accessed location'),
  // Broadcasts
  'POST /api/v3/broadcast/save': [
    { body: { id: theirs.broadcast, title: 'Changed' } },
    // Issue 10 §5: a foreign tag, group or contact is refused as bad input naming the field.
    { body: { title: 'Mine', recipients: { tags: [theirs.tag] } }, field: 'recipients.tags' },
    { body: { title: 'Mine', recipients: { groups: [theirs.group] } }, field: 'recipients.groups' },
    {
      body: { title: 'Mine', recipients: { contact_ids: [theirs.contact] } },
      field: 'recipients.contact_ids',
    },
    {
      body: { title: 'Mine', recipients: { unopened_of: theirs.broadcast } },
      field: 'recipients.unopened_of',
    },
    { body: { title: 'Mine', sender_id: theirs.emailSender }, field: 'sender_id' },
  ],
  'PATCH /api/v3/broadcast/rename': [{ body: { id: theirs.broadcast, title: 'Changed' } }],
  'POST /api/v3/broadcast/duplicate': [{ body: { id: theirs.broadcast } }],
  'DELETE /api/v3/broadcast/delete': [{ body: { id: theirs.broadcast } }],
  'POST /api/v3/broadcast/count-recipients': [
    { body: { recipients: { tags: [theirs.tag] } }, field: 'recipients.tags' },
    { body: { recipients: { contact_ids: [theirs.contact] } }, field: 'recipients.contact_ids' },
  ],
  'POST /api/v3/broadcast/:broadcast/send-broadcast': [{ body: {} }],
  'PATCH /api/v3/admin-setting/:account/update-account-setting': [
    {
      body: {
        businessname: 'Changed',
        business_type: null,
        business_email: null,
        phone: null,
        website: null,
        timezone: 'UTC',
        currency: 'USD',
        address_line1: null,
        address_line2: null,
        city: null,
        state: null,
        postal_code: null,
        country: null,
      },
    },
  ],
  'PATCH /api/v3/admin-setting/:account/update-portal-setting': [
    {
      body: {
        portal_name: 'Changed',
        subdomain: 'changed-portal',
        logo_url: null,
        brand_color: '#000000',
        welcome_message: '',
        support_email: null,
      },
    },
  ],
  'PATCH /api/v3/tease-settings/:tease_setting/update': [
    {
      body: {
        setting_value: JSON.stringify({
          headline: 'Changed',
          description: '',
          button_label: 'Go',
          button_url: null,
        }),
        enabled: true,
      },
    },
  ],
  'PATCH /api/v3/tease-settings/:tease_setting/enable-disable': [{ body: { enabled: true } }],
  'POST /api/v3/broadcast/resend-unopens': [{ body: { id: theirs.broadcast } }],
  'POST /api/v3/contact/apply-unopened-tag': [
    { body: { broadcast_id: theirs.broadcast, tag_id: mine.tag } },
    { body: { broadcast_id: mine.broadcast, tag_id: theirs.tag }, field: 'tag_id' },
  ],
  // Forms
  'PATCH /api/v3/form/create': [{ body: { title: 'Swept', folder_id: theirs.folder } }],
  'POST /api/v3/form/rename': [{ body: { form_id: theirs.form, title: 'Mine' } }],
  'POST /api/v3/form/duplicate': [{ body: { form_id: theirs.form } }],
  'DELETE /api/v3/form/delete': [{ body: { form_id: theirs.form } }],
  'POST /api/v3/form/:form/update': [{ body: { title: 'Mine' } }],
  'POST /api/v3/form/:form/save-question': [
    { body: { type: 'email', title: 'Email' } },
    { body: { id: theirs.question, type: 'email', title: 'Email' }, ownPath: true },
  ],
  'PATCH /api/v3/form/question/:question/duplicate': noBody,
  'DELETE /api/v3/form/question/:question/delete': noBody,
  'PATCH /api/v3/form/sort-questions': [
    { body: { form_id: theirs.form, question_ids: [theirs.question] } },
    { body: { form_id: mine.form, question_ids: [theirs.question] } },
  ],
  'POST /api/v3/form/send-to-contact': [
    { body: { form_ids: [theirs.form], contact_ids: [mine.contact] } },
    { body: { form_ids: [mine.form], contact_ids: [theirs.contact] } },
  ],
  'POST /api/v3/form/restrict-from-contact': [
    { body: { form_ids: [theirs.form], contact_ids: [mine.contact] } },
    { body: { form_ids: [mine.form], contact_ids: [theirs.contact] } },
  ],
  'POST /api/v3/form/set-enable-disable': [
    { body: { form_id: theirs.form, contact_ids: [mine.contact], enabled: false } },
    { body: { form_id: mine.form, contact_ids: [theirs.contact], enabled: false } },
  ],
  'POST /api/v3/form/set-form-disable': [{ body: { form_id: theirs.form, is_disabled: true } }],
  'PATCH /api/v3/contact/enable-disable-form': [
    { body: { contact_id: theirs.contact, form_id: mine.form, enabled: false } },
    { body: { contact_id: mine.contact, form_id: theirs.form, enabled: false } },
  ],
  // Pages
  'POST /api/v3/page/create': [{ body: { title: 'Swept', folder_id: theirs.folder } }],
  'PATCH /api/v3/page/rename': [{ body: { page_id: theirs.page, title: 'Mine' } }],
  'POST /api/v3/page/duplicate': [{ body: { page_id: theirs.page } }],
  'DELETE /api/v3/page/delete': [{ body: { page_id: theirs.page } }],
  'PATCH /api/v3/page/:page/update': [{ body: { title: 'Mine', content: '<p>Mine</p>' } }],
  'PATCH /api/v3/page/page-disable': [{ body: { page_id: theirs.page, is_disabled: true } }],
  'POST /api/v3/page/send-to-contact': [
    { body: { page_ids: [theirs.page], contact_ids: [mine.contact] } },
    { body: { page_ids: [mine.page], contact_ids: [theirs.contact] } },
  ],
  'POST /api/v3/page/restrict-from-contact': [
    { body: { page_ids: [theirs.page], contact_ids: [mine.contact] } },
    { body: { page_ids: [mine.page], contact_ids: [theirs.contact] } },
  ],
  'PATCH /api/v3/page/enable-disable': [
    { body: { page_id: theirs.page, contact_ids: [mine.contact], enabled: false } },
    { body: { page_id: mine.page, contact_ids: [theirs.contact], enabled: false } },
  ],
  'DELETE /api/v3/page/delete-assigned-members': [
    { body: { page_id: theirs.page, contact_ids: [mine.contact] } },
    { body: { page_id: mine.page, contact_ids: [theirs.contact] } },
  ],
  'POST /api/v3/page/:page/upload-download': noBody,
  'PATCH /api/v3/page/download/:download/rename': [{ body: { name: 'Mine' } }],
  'DELETE /api/v3/page/delete-download': [{ body: { download_id: theirs.pageDownload } }],
  'PATCH /api/v3/contact/enable-disable-page': [
    { body: { contact_id: theirs.contact, page_id: mine.page, enabled: false } },
    { body: { contact_id: mine.contact, page_id: theirs.page, enabled: false } },
  ],
  // Sharing between locations
  'POST /api/v3/asset/update-permission': [{ body: { id: theirs.share, permission: 'unlimited' } }],
  'POST /api/v3/asset/delete-assets': [{ body: { ids: [mine.share, theirs.share] } }],
  'POST /api/v3/asset/import-share-link': [
    // Their share is limited to their organization: the link is refused on its field.
    { body: { link: `tenant-share-token-${other.account.id}` }, field: 'link' },
  ],
  'POST /api/v3/asset/sort-assets': [{ body: { ids: [mine.share, theirs.share] } }],
  'POST /api/v3/asset/sort-default-assets': idFree('the accessed location’s own order'),
  'POST /api/v3/organization/share-to-location': [
    { body: { type: 'forms', asset_ids: [theirs.form], location_ids: [mine.location] } },
    {
      body: { type: 'forms', asset_ids: [mine.form], location_ids: [theirs.location] },
      field: 'location_ids',
    },
  ],
  'POST /api/v3/:type/update-thumbnail': [{ body: { id: theirs.form, thumbnail: null } }],
  'POST /api/v3/sharing/imports': idFree('the imports of the accessed location’s own shares'),
  'POST /api/v3/sharing/:share/locations': [
    { body: { location_ids: [mine.location] } },
    { body: { location_ids: [theirs.location] }, ownPath: true, field: 'location_ids' },
  ],
  'POST /api/v3/sharing/imports/:import/update': noBody,
  // A form's submitted responses
  'DELETE /api/v3/form/delete-submitted-form': [
    { body: { form_id: theirs.form, respondent_ids: [mine.respondent] } },
    { body: { form_id: mine.form, respondent_ids: [theirs.respondent] } },
  ],
  // Playbooks
  'POST /api/v3/playbook/create': [
    { body: { title: 'Swept', category_id: theirs.playbookCategory } },
    { body: { title: 'Swept', folder_id: theirs.folder } },
  ],
  'PATCH /api/v3/playbook/rename': [{ body: { playbook_id: theirs.playbook, title: 'Mine' } }],
  'POST /api/v3/playbook/duplicate': [{ body: { playbook_id: theirs.playbook } }],
  'DELETE /api/v3/playbook/delete': [{ body: { playbook_id: theirs.playbook } }],
  'PATCH /api/v3/playbook/:playbook/update-settings': [
    { body: { title: 'Mine' } },
    { body: { category_id: theirs.playbookCategory }, ownPath: true },
  ],
  'PATCH /api/v3/playbook/:playbook/pin-unpin': [{ body: { is_pinned: true } }],
  'PATCH /api/v3/playbook/:playbook/enable-disable-all-clients': [{ body: { all_clients: true } }],
  'POST /api/v3/playbook/create-category': idFree('a new category of the caller’s own'),
  'DELETE /api/v3/playbook/delete-category': [{ body: { category_id: theirs.playbookCategory } }],
  'POST /api/v3/playbook/blank-step': [{ body: { playbook_id: theirs.playbook } }],
  'POST /api/v3/playbook/build': idFree(
    'a new import into a playbook of the accessed location (multipart: a foreign playbook_id is in playbooks.canva.test.ts)',
  ),
  'PATCH /api/v3/playbook/archive': [
    { body: { playbook_id: theirs.playbook, step_ids: [theirs.step] } },
    { body: { playbook_id: mine.playbook, step_ids: [theirs.step] } },
  ],
  'PATCH /api/v3/playbook/restore': [
    { body: { playbook_id: theirs.playbook, step_ids: [theirs.step] } },
    { body: { playbook_id: mine.playbook, step_ids: [theirs.step] } },
  ],
  'PATCH /api/v3/playbook/degroup': [
    { body: { playbook_id: theirs.playbook, canva_import_id: theirs.canvaImport } },
    { body: { playbook_id: mine.playbook, canva_import_id: theirs.canvaImport } },
  ],
  'PATCH /api/v3/playbook/step/:step/update': [{ body: { title: 'Mine' } }],
  'DELETE /api/v3/playbook/step/:step/delete': noBody,
  'PATCH /api/v3/playbook/:playbook/sort-steps': [
    { body: { step_ids: [theirs.step] } },
    { body: { step_ids: [theirs.step] }, ownPath: true },
  ],
  'POST /api/v3/playbook/step/:step/save-tab': [
    { body: { title: 'Mine' } },
    { body: { id: theirs.stepTab, title: 'Mine' }, ownPath: true },
  ],
  'DELETE /api/v3/playbook/tab/:tab/delete': noBody,
  'PATCH /api/v3/playbook/step/:step/sort-tabs': [
    { body: { tab_ids: [theirs.stepTab] } },
    { body: { tab_ids: [theirs.stepTab] }, ownPath: true },
  ],
  'POST /api/v3/playbook/:playbook/save-download': [
    { body: { title: 'Mine', url: 'https://example.com' } },
    {
      body: { id: theirs.playbookDownload, title: 'Mine', url: 'https://example.com' },
      ownPath: true,
    },
  ],
  'DELETE /api/v3/playbook/download/:playbook_download/delete': noBody,
  'POST /api/v3/playbook/:playbook/save-faq': [
    { body: { question: 'Q', answer: 'A' } },
    { body: { id: theirs.faq, question: 'Q', answer: 'A' }, ownPath: true },
  ],
  'DELETE /api/v3/playbook/faq/:faq/delete': noBody,
  'POST /api/v3/playbook/save-custom-button': [
    { body: { playbook_id: theirs.playbook, kind: 'custom', label: 'Go', url: 'https://a.b' } },
    {
      body: {
        playbook_id: mine.playbook,
        id: theirs.playbookButton,
        kind: 'custom',
        label: 'Go',
        url: 'https://a.b',
      },
    },
  ],
  'DELETE /api/v3/playbook/button/:playbook_button/delete': noBody,
  'PATCH /api/v3/playbook/sort-custom-button': [
    { body: { playbook_id: theirs.playbook, button_ids: [theirs.playbookButton] } },
    { body: { playbook_id: mine.playbook, button_ids: [theirs.playbookButton] } },
  ],
  'PATCH /api/v3/playbook/sort-action-button': [
    { body: { playbook_id: theirs.playbook, button_ids: [theirs.playbookButton] } },
  ],
  'POST /api/v3/playbook/send-to-contact': [
    { body: { playbook_ids: [theirs.playbook], contact_ids: [mine.contact] } },
    { body: { playbook_ids: [mine.playbook], contact_ids: [theirs.contact] } },
  ],
  'POST /api/v3/playbook/restrict-from-contact': [
    { body: { playbook_ids: [theirs.playbook], contact_ids: [mine.contact] } },
    { body: { playbook_ids: [mine.playbook], contact_ids: [theirs.contact] } },
  ],
  'POST /api/v3/playbook/:playbook/resend': [
    { body: {} },
    { body: { contact_ids: [theirs.contact] }, ownPath: true },
  ],
  'DELETE /api/v3/playbook/delete-questions': [
    { body: { playbook_id: theirs.playbook, question_ids: [theirs.playbookQuestion] } },
    { body: { playbook_id: mine.playbook, question_ids: [theirs.playbookQuestion] } },
  ],
  'POST /api/v3/playbook/question-to-faq': [
    { body: { question_id: theirs.playbookQuestion, answer: 'A' } },
  ],
  // Workouts: the exercise library and the builder
  'POST /api/v3/workout/create': [
    { body: { name: 'Sneaky', category_id: theirs.workoutCategory }, field: 'category_id' },
  ],
  'POST /api/v3/workout/:workout/create-block': [
    { body: {} },
    { body: { smart_block_id: theirs.smartBlock }, ownPath: true },
  ],
  'POST /api/v3/workout/block/add-exercise': [
    { body: { block_id: theirs.workoutBlock, exercise_id: mine.exercise } },
    { body: { block_id: mine.workoutBlock, exercise_id: theirs.exercise } },
  ],
  'POST /api/v3/workout/block/:block/duplicate': noBody,
  'POST /api/v3/workout/block/:block/create-smart-block': [{ body: { name: 'Taken' } }],
  'POST /api/v3/workout/create-attribute': [
    {
      body: { name: 'Taken', attribute_type_id: theirs.attributeType },
      field: 'attribute_type_id',
    },
  ],
  'POST /api/v3/workout/duplicate': [{ body: { workout_id: theirs.workout } }],
  'POST /api/v3/workout/create-exercise': [
    { body: { name: 'Taken', attribute_ids: [theirs.exerciseAttribute] }, field: 'attribute_ids' },
  ],
  'POST /api/v3/workout/update-exercise': [
    { body: { exercise_id: theirs.exercise, name: 'Taken' } },
    {
      body: {
        exercise_id: mine.exercise,
        name: 'Taken',
        attribute_ids: [theirs.exerciseAttribute],
      },
      field: 'attribute_ids',
    },
  ],
  'POST /api/v3/workout/category/create': idFree('a category of the accessed location'),
  'PATCH /api/v3/workout/:workout/update': [
    { body: { name: 'Taken' } },
    { body: { category_id: theirs.workoutCategory }, ownPath: true, field: 'category_id' },
  ],
  'PATCH /api/v3/workout/block/:block/update': [{ body: { name: 'Taken' } }],
  'PATCH /api/v3/workout/:workout/sort-block': [
    { body: { ids: [theirs.workoutBlock] } },
    { body: { ids: [theirs.workoutBlock] }, ownPath: true, field: 'ids' },
  ],
  'PATCH /api/v3/workout/block/:block/sort-block-exercise': [
    { body: { ids: [theirs.blockExercise] } },
    { body: { ids: [theirs.blockExercise] }, ownPath: true, field: 'ids' },
  ],
  'PATCH /api/v3/workout/block/:block/update-exercise': [
    { body: { block_exercise_id: theirs.blockExercise, to_block_id: theirs.workoutBlock } },
    {
      body: { block_exercise_id: mine.blockExercise, to_block_id: theirs.workoutBlock },
      ownPath: true,
    },
  ],
  'PATCH /api/v3/workout/:workout/rename': [{ body: { name: 'Taken' } }],
  'PATCH /api/v3/workout/update-favourite-exercise': [
    { body: { exercise_id: theirs.exercise, favourite: true } },
  ],
  'PATCH /api/v3/workout/pin-attribute-type': [
    { body: { attribute_type_id: theirs.attributeType, pinned: true } },
  ],
  'PATCH /api/v3/workout/block-exercise/:block_exercise/update': [
    { body: { sets: 2 } },
    { body: { exercise_id: theirs.exercise }, ownPath: true },
  ],
  'PATCH /api/v3/workout/block-exercise/:block_exercise/duplicate': noBody,
  'DELETE /api/v3/workout/delete': [{ body: { ids: [theirs.workout] } }],
  'DELETE /api/v3/workout/block/:block/delete': noBody,
  'DELETE /api/v3/workout/block/:block/delete-smart-block': noBody,
  'DELETE /api/v3/workout/block/:block/delete-exercise': [
    { body: { block_exercise_id: theirs.blockExercise } },
    { body: { block_exercise_id: theirs.blockExercise }, ownPath: true },
  ],
  'DELETE /api/v3/workout/delete-attribute': [{ body: { attribute_id: theirs.exerciseAttribute } }],
  'DELETE /api/v3/workout/delete-exercise': [{ body: { exercise_id: theirs.exercise } }],
  'DELETE /api/v3/workout/category/:workout_category/delete': noBody,
  'POST /api/v3/workout/add-contact': [
    { body: { id: theirs.workout, selection: { ids: [mine.contact] } } },
    { body: { id: mine.workout, selection: { ids: [theirs.contact] } } },
  ],
  'POST /api/v3/workout/remove-contact': [
    { body: { id: theirs.workout, selection: { ids: [mine.contact] } } },
    { body: { id: mine.workout, selection: { ids: [theirs.contact] } } },
  ],
  'PATCH /api/v3/workout/:workout/resend-reminder': [
    { body: { contact_id: mine.contact } },
    { body: { contact_id: theirs.contact }, ownPath: true },
  ],
  // Workout plans
  'POST /api/v3/workout-plan/add-contact': [
    { body: { id: theirs.workoutPlan, selection: { ids: [mine.contact] } } },
    { body: { id: mine.workoutPlan, selection: { ids: [theirs.contact] } } },
  ],
  'POST /api/v3/workout-plan/remove-contact': [
    { body: { id: theirs.workoutPlan, selection: { ids: [mine.contact] } } },
    { body: { id: mine.workoutPlan, selection: { ids: [theirs.contact] } } },
  ],
  'PATCH /api/v3/workout-plan/:workout_plan/resend-reminder': [
    { body: { contact_id: mine.contact } },
    { body: { contact_id: theirs.contact }, ownPath: true },
  ],
  'POST /api/v3/workout-plan/create': idFree('a new plan of the accessed location'),
  'POST /api/v3/workout-plan/store': [
    { body: { name: 'Sneaky', weeks: [{ days: [{ day: 1, workout_ids: [theirs.workout] }] }] } },
  ],
  'POST /api/v3/workout-plan/:workout_plan/create-week': noBody,
  'POST /api/v3/workout-plan/duplicate': [{ body: { workout_plan_id: theirs.workoutPlan } }],
  'POST /api/v3/workout-plan/week/:week/create-smart-week': [{ body: { name: 'Taken' } }],
  'POST /api/v3/workout-plan/week/:week/save-plan-week-workout': [
    { body: { day: 1, workout_id: mine.workout } },
    { body: { day: 1, workout_id: theirs.workout }, ownPath: true },
  ],
  'POST /api/v3/workout-plan/week/:week/store-week-workouts': [
    { body: { days: [] } },
    { body: { days: [{ day: 1, workout_ids: [theirs.workout] }] }, ownPath: true },
  ],
  'POST /api/v3/workout-plan/week/:week/duplicate': noBody,
  'POST /api/v3/workout-plan/:workout_plan/add-smart-week': [
    { body: { smart_week_id: mine.smartWeek } },
    { body: { smart_week_id: theirs.smartWeek }, ownPath: true },
  ],
  'PATCH /api/v3/workout-plan/:workout_plan/rename': [{ body: { name: 'Taken' } }],
  'PATCH /api/v3/workout-plan/week/:week/update': [{ body: { name: 'Taken' } }],
  'PATCH /api/v3/workout-plan/week/:week/sort-week-workout': [
    { body: { day: 1, ids: [theirs.planDay] } },
    { body: { day: 1, ids: [theirs.planDay] }, ownPath: true },
  ],
  'PATCH /api/v3/workout-plan/:workout_plan/sort-week': [
    { body: { ids: [theirs.planWeek] } },
    { body: { ids: [theirs.planWeek] }, ownPath: true },
  ],
  'DELETE /api/v3/workout-plan/delete': [{ body: { ids: [theirs.workoutPlan] } }],
  'DELETE /api/v3/workout-plan/week/:week/delete': noBody,
  'DELETE /api/v3/workout-plan/week/:week/delete-smart-week': noBody,
  // Onboarding scenarios
  'POST /api/v3/scenarios': idFree('a new scenario of the accessed location'),
  'POST /api/v3/scenarios/:scenario/assign-contacts': [
    { body: ownSelection },
    { body: theirSelection, ownPath: true },
  ],
  'POST /api/v3/scenarios/bulk-assign-contacts': [
    { body: { scenario_ids: [theirs.scenario], ...ownSelection } },
    { body: { scenario_ids: [mine.scenario], ...theirSelection } },
  ],
  'POST /api/v3/scenarios/bulk-restrict-contacts': [
    { body: { scenario_ids: [theirs.scenario], ...ownSelection } },
    { body: { scenario_ids: [mine.scenario], ...theirSelection } },
  ],
  'POST /api/v3/scenarios/:scenario/update-tags': [
    { body: { tag_ids: [] } },
    { body: { tag_ids: [theirs.tag] }, ownPath: true },
  ],
  'POST /api/v3/scenarios/:scenario/reset-preview': noBody,
  'POST /api/v3/scenarios/:scenario/duplicate': [{ body: { name: 'Taken' } }],
  'POST /api/v3/scenarios/bulk-duplicate': [{ body: { name: 'Taken', ids: [theirs.scenario] } }],
  'POST /api/v3/scenarios/bulk-delete': [{ body: { ids: [theirs.scenario] } }],
  'POST /api/v3/scenarios/:scenario/contacts/:contact/pause': noBody,
  'POST /api/v3/scenarios/:scenario/contacts/:contact/resume': noBody,
  'PATCH /api/v3/scenarios/:scenario': [{ body: { name: 'Taken' } }],
  'PATCH /api/v3/scenarios/:scenario/update-branding-settings': [
    { body: { branding_settings: [{ name: 'welcome_headline', value: 'Taken' }] } },
  ],
  'PUT /api/v3/scenarios/reorder': [
    {
      body: { onboarding_scenarios: [{ id: theirs.scenario, order: 0 }] },
      field: 'onboarding_scenarios',
    },
  ],
  'DELETE /api/v3/scenarios/:scenario': noBody,
  'POST /api/v3/categories': [{ body: { scenario_id: theirs.scenario, name: 'Taken' } }],
  'PATCH /api/v3/categories/:scenario_category': [{ body: { name: 'Taken' } }],
  'DELETE /api/v3/categories/:scenario_category': noBody,
  'PUT /api/v3/scenarios/:scenario/categories/reorder': [
    { body: { onboarding_categories: [{ id: theirs.scenarioCategory, order: 0 }] } },
    {
      body: { onboarding_categories: [{ id: theirs.scenarioCategory, order: 0 }] },
      ownPath: true,
      field: 'onboarding_categories',
    },
  ],
  'POST /api/v3/steps': [{ body: { category_id: theirs.scenarioCategory, name: 'Taken' } }],
  'PATCH /api/v3/steps/:scenario_step': [{ body: { name: 'Taken' } }],
  'DELETE /api/v3/steps/:scenario_step': noBody,
  'PUT /api/v3/categories/:scenario_category/steps/reorder': [
    { body: { onboarding_steps: [{ id: theirs.scenarioStep, order: 0 }] } },
    {
      body: { onboarding_steps: [{ id: theirs.scenarioStep, order: 0 }] },
      ownPath: true,
      field: 'onboarding_steps',
    },
  ],
  'POST /api/v3/steps/:scenario_step/mark-as-completed': [
    { body: {} },
    { body: { contact_id: theirs.contact }, ownPath: true },
  ],
  'POST /api/v3/steps/:scenario_step/mark-as-incomplete': [
    { body: {} },
    { body: { contact_id: theirs.contact }, ownPath: true },
  ],
  'POST /api/v3/steps/:scenario_step/contents': [
    { body: { content_id: mine.scenarioContent } },
    { body: { content_id: theirs.scenarioContent }, ownPath: true },
  ],
  'POST /api/v3/steps/:scenario_step/update-contents-order': [
    { body: { contents: [{ pivot_id: theirs.stepContent, order: 0 }] } },
    {
      body: { contents: [{ pivot_id: theirs.stepContent, order: 0 }] },
      ownPath: true,
      field: 'contents',
    },
  ],
  'PATCH /api/v3/steps/:scenario_step/contents/:step_content': [{ body: { data: {} } }],
  'DELETE /api/v3/steps/:scenario_step/contents/:step_content': noBody,
  'POST /api/v3/contents': idFree('a new content of the accessed location'),
  'PATCH /api/v3/contents/:scenario_content': [
    { body: { data: { type: 'text', title: 'Taken', body: '' } } },
  ],
  'DELETE /api/v3/contents/:scenario_content': noBody,
  // Progress tracking
  'POST /api/v3/progress-tracking/store': idFree(
    'a new progress tracking of the accessed location',
  ),
  'POST /api/v3/progress-tracking/create': idFree(
    'a new progress tracking of the accessed location',
  ),
  'POST /api/v3/progress-tracking/duplicate': [
    { body: { progress_tracking_id: theirs.progressTracking } },
  ],
  'POST /api/v3/progress-tracking/save-question-section': [
    { body: { progress_tracking_id: theirs.progressTracking, name: 'Taken' } },
    {
      body: {
        progress_tracking_id: mine.progressTracking,
        id: theirs.progressSection,
        name: 'Taken',
      },
    },
  ],
  'POST /api/v3/progress-tracking/save-custom-question': [
    { body: { section_id: theirs.progressSection, type: 'text', label: 'Taken' } },
    {
      body: {
        section_id: mine.progressSection,
        id: theirs.progressQuestion,
        type: 'text',
        label: 'Taken',
      },
    },
  ],
  'POST /api/v3/progress-tracking/restart-reminder': [
    { body: { progress_tracking_id: theirs.progressTracking } },
  ],
  'POST /api/v3/progress-tracking/create-category-progress': [
    {
      body: {
        progress_tracking_id: theirs.progressTracking,
        contact_id: mine.contact,
        category_id: mine.progressCategory,
        value: 1,
      },
    },
    {
      body: {
        progress_tracking_id: mine.progressTracking,
        contact_id: theirs.contact,
        category_id: mine.progressCategory,
        value: 1,
      },
    },
    {
      body: {
        progress_tracking_id: mine.progressTracking,
        contact_id: mine.contact,
        category_id: theirs.progressCategory,
        value: 1,
      },
    },
  ],
  'POST /api/v3/progress-tracking/update-category-progress': [
    { body: { progress_entry_id: theirs.progressEntry, value: 1 } },
  ],
  'POST /api/v3/progress-tracking/update-category': [
    {
      body: {
        progress_tracking_id: theirs.progressTracking,
        name: 'Taken',
        unit: '',
        relation: 'increase',
      },
    },
    {
      body: {
        progress_tracking_id: mine.progressTracking,
        id: theirs.progressCategory,
        name: 'Taken',
        unit: '',
        relation: 'increase',
      },
    },
  ],
  'PATCH /api/v3/progress-tracking/rename': [
    { body: { progress_tracking_id: theirs.progressTracking, name: 'Taken' } },
  ],
  'PATCH /api/v3/progress-tracking/enable-disable-reminder': [
    { body: { progress_tracking_id: theirs.progressTracking, has_reminder: false } },
  ],
  'PATCH /api/v3/progress-tracking/:progress_tracking/resend-reminder': [
    { body: { contact_id: mine.contact } },
    { body: { contact_id: theirs.contact }, ownPath: true },
  ],
  'PATCH /api/v3/progress-tracking/:progress_tracking/update': [{ body: { name: 'Taken' } }],
  'PATCH /api/v3/progress-tracking/short-question-section': [
    {
      body: {
        progress_tracking_id: theirs.progressTracking,
        sections: [{ id: theirs.progressSection, order: 0 }],
      },
    },
    {
      body: {
        progress_tracking_id: mine.progressTracking,
        sections: [{ id: theirs.progressSection, order: 0 }],
      },
      field: 'sections',
    },
  ],
  'PATCH /api/v3/progress-tracking/short-categories': [
    {
      body: {
        progress_tracking_id: theirs.progressTracking,
        categories: [{ id: theirs.progressCategory, order: 0 }],
      },
    },
    {
      body: {
        progress_tracking_id: mine.progressTracking,
        categories: [{ id: theirs.progressCategory, order: 0 }],
      },
      field: 'categories',
    },
  ],
  'PATCH /api/v3/progress-tracking/short-custom-question': [
    {
      body: {
        section_id: theirs.progressSection,
        questions: [{ id: theirs.progressQuestion, order: 0 }],
      },
    },
    {
      body: {
        section_id: mine.progressSection,
        questions: [{ id: theirs.progressQuestion, order: 0 }],
      },
      field: 'questions',
    },
  ],
  'DELETE /api/v3/progress-tracking/delete': [{ body: { ids: [theirs.progressTracking] } }],
  'DELETE /api/v3/progress-tracking/:progress_section/delete-question-section': noBody,
  'DELETE /api/v3/progress-tracking/:progress_question/delete-question': noBody,
  'DELETE /api/v3/progress-tracking/custom/:progress_category/delete': noBody,
  // Habit tracking
  'POST /api/v3/habit-tracking/store': idFree('a new habit tracking of the accessed location'),
  'POST /api/v3/habit-tracking/create': idFree('a new habit tracking of the accessed location'),
  'POST /api/v3/habit-tracking/duplicate': [{ body: { habit_tracking_id: theirs.habitTracking } }],
  'POST /api/v3/habit-tracking/restart-reminder': [
    { body: { habit_tracking_id: theirs.habitTracking } },
  ],
  'POST /api/v3/habit-tracking/save-category': [
    { body: { habit_tracking_id: theirs.habitTracking, categories: [{ name: 'Taken' }] } },
    {
      body: {
        habit_tracking_id: mine.habitTracking,
        categories: [{ id: theirs.habitCategory, name: 'Taken' }],
      },
    },
  ],
  'POST /api/v3/habit-tracking/create-habit': [
    { body: { category_id: theirs.habitCategory, name: 'Taken' } },
  ],
  'PATCH /api/v3/habit-tracking/rename': [
    { body: { habit_tracking_id: theirs.habitTracking, name: 'Taken' } },
  ],
  'PATCH /api/v3/habit-tracking/enable-disable-reminder': [
    { body: { habit_tracking_id: theirs.habitTracking, has_reminder: false } },
  ],
  'PATCH /api/v3/habit-tracking/resend-reminder': [
    { body: { habit_tracking_id: theirs.habitTracking, contact_id: mine.contact } },
    { body: { habit_tracking_id: mine.habitTracking, contact_id: theirs.contact } },
  ],
  'PATCH /api/v3/habit-tracking/update': [
    { body: { habit_tracking_id: theirs.habitTracking, name: 'Taken' } },
  ],
  'PATCH /api/v3/habit-tracking/sort-category': [
    {
      body: {
        habit_tracking_id: theirs.habitTracking,
        categories: [{ id: theirs.habitCategory, order: 0 }],
      },
    },
    {
      body: {
        habit_tracking_id: mine.habitTracking,
        categories: [{ id: theirs.habitCategory, order: 0 }],
      },
      field: 'categories',
    },
  ],
  'PATCH /api/v3/habit-tracking/sort-category-habits': [
    { body: { category_id: theirs.habitCategory, habits: [{ id: theirs.habit, order: 0 }] } },
    {
      body: { category_id: mine.habitCategory, habits: [{ id: theirs.habit, order: 0 }] },
      field: 'habits',
    },
  ],
  'PATCH /api/v3/habit-tracking/update-habits': [
    { body: { habits: [{ id: theirs.habit, name: 'Taken' }] } },
    {
      body: {
        habits: [
          { id: mine.habit, name: 'Mine' },
          { id: theirs.habit, name: 'Taken' },
        ],
      },
    },
  ],
  'DELETE /api/v3/habit-tracking/delete': [{ body: { ids: [theirs.habitTracking] } }],
  'DELETE /api/v3/habit-tracking/category/:habit_category/delete': noBody,
  'DELETE /api/v3/habit-tracking/:habit/delete-habit': noBody,
  // Checkout API: settings of the accessed location, by the checkout token's session
  'PATCH /api/checkout/setting/update-company-settings': idFree('the accessed location’s own'),
  'PATCH /api/checkout/setting/update-company-currency-settings': idFree(
    'the accessed location’s own currency',
  ),
  'PATCH /api/checkout/setting/update-email-settings': idFree('the accessed location’s own'),
};

/** GET routes that take ids in their query, with the other tenant's. */
const queries: Record<string, string> = {
  'GET /api/v3/tag/contact-list': `tag_id=${theirs.tag}`,
  'GET /api/v3/group/contact-list': `group_id=${theirs.group}`,
  'GET /api/v3/contact/export': `ids=${theirs.contact}`,
  'GET /api/v3/contact/email-sent-event-logs': `send_id=${theirs.send}`,
  'GET /api/v3/template/template-logs': `template_id=${theirs.template}`,
  'GET /api/v3/file/download-zip': `ids=${mine.file},${theirs.file}`,
  'GET /api/v3/folder/:asset_type/list': `parent_id=${theirs.folder}`,
  'GET /api/v3/email-domain/dns-details': `domain_id=${theirs.emailDomain}`,
  'GET /api/v3/signature/get-signature': `signature_id=${theirs.signature}`,
  'GET /api/v3/broadcast/broadcast-logs': `broadcast_id=${theirs.broadcast}`,
  'GET /api/v3/contact/filter-by-unopened-emails': `broadcast_id=${theirs.broadcast}`,
  'GET /api/v3/contact/broadcast-logs': `contact_id=${theirs.contact}`,
  'GET /api/v3/sms-center/chat-logs': `contact_id=${theirs.contact}`,
  'GET /api/v3/sms-center/scheduled-list': `contact_id=${theirs.contact}`,
  'GET /api/v3/portal-chat/logs': `contact_id=${theirs.contact}`,
  'GET /api/v3/portal-chat/scheduled-message': `contact_id=${theirs.contact}`,
  'GET /api/v3/portal-chat/all-scheduled-message': `contact_id=${theirs.contact}`,
  'GET /api/v3/scheduled/get-schedule-sms': `contact_id=${theirs.contact}`,
  'GET /api/v3/scheduled/get-schedule': `contact_id=${theirs.contact}`,
  'GET /api/v3/form/get-respondent': `form_id=${theirs.form}`,
  'GET /api/v3/form/view-form-response': `form_id=${theirs.form}&respondent_id=${theirs.respondent}`,
  'GET /api/v3/form/download-form-response': `form_id=${theirs.form}&respondent_id=${theirs.respondent}`,
  'GET /api/v3/form/get-analytics': `form_id=${theirs.form}`,
  'GET /api/v3/playbook/get-questions': `playbook_id=${theirs.playbook}`,
  'GET /api/v3/playbook/get-analytics': `playbook_id=${theirs.playbook}`,
  'GET /api/v3/playbook/steps': `playbook_id=${theirs.playbook}`,
  'GET /api/v3/asset/generate-share-link': `type=forms&id=${theirs.form}`,
  'GET /api/v3/asset/get-short-url': `id=${theirs.share}`,
  'GET /api/v3/client-portal/playbooks': `contact_id=${theirs.contact}`,
  'GET /api/v3/client-portal/pinned-playbooks': `contact_id=${theirs.contact}`,
  'GET /api/v3/client-portal/playbook-categories': `contact_id=${theirs.contact}`,
  'GET /api/v3/client-portal/pages': `contact_id=${theirs.contact}`,
  'GET /api/v3/client-portal/forms': `contact_id=${theirs.contact}`,
  'GET /api/v3/client-portal/files': `contact_id=${theirs.contact}`,
  'GET /api/v3/calendar/events': `from=2026-12-01&to=2026-12-01&contact_id=${theirs.contact}`,
  'GET /api/v3/calendar/events-by-date': `date=2026-12-01&contact_id=${theirs.contact}`,
  'GET /api/v3/task/list-all': `contact_id=${theirs.contact}`,
  'GET /api/v3/task/user-task-all': `user_id=${other.owner.id}`,
  'GET /api/v3/journey/links': `journey_id=${theirs.journey}`,
  'GET /api/v3/journey/:journey/histories': `contact_id=${theirs.contact}`,
  'GET /api/v3/pipeline/:pipeline/history': `contact_id=${theirs.contact}`,
  'GET /api/v3/workout/:workout/contact-report': `contact_id=${theirs.contact}`,
  'GET /api/v3/workout/:workout/contact-exercise-history': `contact_id=${theirs.contact}&exercise_id=${theirs.exercise}`,
  'GET /api/v3/workout-plan/:workout_plan/contact-report': `contact_id=${theirs.contact}`,
  'GET /api/v3/workout-plan/:workout_plan/contact-exercise-history': `contact_id=${theirs.contact}&exercise_id=${theirs.exercise}`,
  'GET /api/v3/workout-plan/:workout_plan/day-detail': `week_id=${theirs.planWeek}&day=1`,
  'GET /api/v3/client-portal/workouts': `contact_id=${theirs.contact}`,
  'GET /api/v3/client-portal/workout-plans': `contact_id=${theirs.contact}`,
  'GET /api/v3/progress-tracking/:progress_tracking/contact-progress-tracking': `contact_id=${theirs.contact}`,
  'GET /api/v3/progress-tracking/:progress_tracking/current-progress': `contact_id=${theirs.contact}`,
  'GET /api/v3/progress-tracking/:progress_tracking/contact-progress-proof': `contact_id=${theirs.contact}`,
  'GET /api/v3/progress-tracking/:progress_tracking/contact/:contact/update-goals': `progress_category_id=${theirs.progressCategory}`,
  'GET /api/v3/progress-tracking/:progress_tracking/contact/:contact/relation': `progress_category_id=${theirs.progressCategory}&relation=increase`,
  'GET /api/v3/progress-tracking/add-contact': `progress_tracking_id=${theirs.progressTracking}&contact_id=${theirs.contact}`,
  'GET /api/v3/progress-tracking/remove-contact': `progress_tracking_id=${theirs.progressTracking}&contact_id=${theirs.contact}`,
  'GET /api/v3/habit-tracking/add-contact': `habit_tracking_id=${theirs.habitTracking}&contact_id=${theirs.contact}`,
  'GET /api/v3/habit-tracking/remove-contact': `habit_tracking_id=${theirs.habitTracking}&contact_id=${theirs.contact}`,
  'GET /api/v3/habit-tracking/:habit_tracking/contact-habit-tracking': `contact_id=${theirs.contact}`,
  'GET /api/v3/habit-tracking/current-progress': `habit_tracking_id=${theirs.habitTracking}&contact_id=${theirs.contact}`,
  'GET /api/v3/habit-tracking/contacts': `habit_tracking_id=${theirs.habitTracking}`,
  'GET /api/v3/habit-tracking/habit-categories': `habit_tracking_id=${theirs.habitTracking}`,
  'GET /api/v3/habit-tracking/contact-habit-proofs': `habit_tracking_id=${theirs.habitTracking}&contact_id=${theirs.contact}`,
  'GET /api/v3/habit-tracking/leaderboard': `habit_tracking_id=${theirs.habitTracking}`,
  'GET /api/v3/habit-tracking/refresh': `habit_tracking_id=${theirs.habitTracking}`,
  'GET /api/v3/habit-tracking/refresh-habit-scores': `habit_tracking_id=${theirs.habitTracking}`,
  'GET /api/v3/habit-tracking/refresh-contact-scores': `habit_tracking_id=${theirs.habitTracking}`,
};
/** The query a GET route with ids in its path needs to pass validation. */
const pathQueries: Record<string, string> = {
  'GET /api/v3/contact/import-log/:importId/contacts': 'kind=created',
  'GET /api/v3/sharing/:asset/shares': 'type=forms',
  'GET /api/v3/workout/:workout/contact-report': `contact_id=${mine.contact}`,
  'GET /api/v3/workout/:workout/contact-exercise-history': `contact_id=${mine.contact}`,
  'GET /api/v3/workout-plan/:workout_plan/contact-report': `contact_id=${mine.contact}`,
  'GET /api/v3/workout-plan/:workout_plan/contact-exercise-history': `contact_id=${mine.contact}`,
  'GET /api/v3/workout-plan/:workout_plan/day-detail': `week_id=${mine.planWeek}&day=1`,
  'GET /api/v3/progress-tracking/:progress_tracking/contact-progress-tracking': `contact_id=${mine.contact}`,
  'GET /api/v3/progress-tracking/:progress_tracking/contact/:contact/update-goals': `progress_category_id=${mine.progressCategory}`,
  'GET /api/v3/progress-tracking/:progress_tracking/contact/:contact/relation': `progress_category_id=${mine.progressCategory}&relation=increase`,
  'GET /api/v3/habit-tracking/:habit_tracking/contact-habit-tracking': `contact_id=${mine.contact}`,
};
/**
 * Filters: another tenant's tag matches nothing here, so the honest answer is an empty 200.
 * They take ids too, so they are listed, and checked below for what they answer.
 */
const filters: Record<string, string> = {
  'GET /api/v3/journey/lists': `folder_id=${theirs.folder}`,
  'GET /api/v3/sequence/lists': `folder_id=${theirs.folder}`,
  'GET /api/v3/pipeline/list': `folder_id=${theirs.folder}`,
  'GET /api/v3/workout/list': `category_id=${theirs.workoutCategory}`,
  'GET /api/v3/workout/exercises': `attribute_ids=${theirs.exerciseAttribute}`,
  'GET /api/v3/workout/custom-attribute-types': `attribute_type_id=${theirs.attributeType}`,
  'GET /api/v3/contact/list': `tags=${theirs.tag}`,
  'GET /api/v3/contact/export': `tags=${theirs.tag}`,
  'GET /api/v3/group/lists': `contact_id=${theirs.contact}`,
  'GET /api/v3/template/lists': `category_id=${theirs.templateCategory}&folder_id=${theirs.folder}`,
  'GET /api/v3/file/lists': `folder_id=${theirs.folder}`,
  'GET /api/v3/image-library/list': `folder_id=${theirs.folder}`,
  'GET /api/v3/form/list': `folder_id=${theirs.folder}`,
  'GET /api/v3/page/list': `folder_id=${theirs.folder}`,
  'GET /api/v3/playbook/list': `folder_id=${theirs.folder}&category_id=${theirs.playbookCategory}`,
  // Who acted, in our own organization's log: their users appear in it never.
  'GET /api/v3/organization/audit-log': `user_id=${other.owner.id}`,
  // A position in the log, not a row: the entries after it are ours alone.
  'GET /api/v3/email-log/get-new-delivery-log': `after_id=${theirs.send}`,
};
const idQueryParam = /(^|_)id$|^ids$|^tags$/;
const queryNames = (r: (typeof routes)[number]) =>
  r.endpoint?.query instanceof z.ZodObject ? Object.keys(r.endpoint.query.shape) : [];

const apiRoutes = routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
// A contact's portal routes take no user token at all: their own sweep is in portal.test.ts.
const privateRoutes = apiRoutes.filter(
  (r) => !r.public && !r.contact && r.url !== '/api/openapi.json',
);
const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const acting = privateRoutes.filter((r) => r.method !== 'GET');

type Case = { label: string; method: string; url: string; body?: object; field?: string };
/** GET routes whose path names no row, and what it names instead. */
const idFreePaths: Record<string, string> = {
  'GET /api/v3/saved-style/:type/content': 'a content type, 1 to 5',
  'GET /api/v3/contact/suppressions/:type': 'a list: bounces, complaints or unsubscribes',
  'GET /api/v3/folder/:asset_type/list': 'an asset type: templates, forms, pages…',
};
const cases: Case[] = [];
for (const route of privateRoutes) {
  const key = keyOf(route);
  if (route.method === 'GET') {
    if (route.url.includes(':') && !(key in idFreePaths)) {
      const needed = pathQueries[key];
      cases.push({
        label: key,
        method: 'GET',
        url: fill(route.url) + (needed ? `?${needed}` : ''),
      });
    }
    const query = queries[key];
    if (query)
      cases.push({ label: `${key}?${query}`, method: 'GET', url: `${fill(route.url)}?${query}` });
    continue;
  }
  const sample = samples[key];
  if (!sample || 'idFree' in sample) continue;
  for (const [i, variant] of sample.entries()) {
    cases.push({
      label: `${key} #${i + 1}`,
      method: route.method,
      url: fill(route.url, variant.ownPath),
      body: variant.body,
      field: variant.field,
    });
  }
}

// Their rows, to prove the sweep changed none of them.
const snapshot = () => tenantSnapshot(deps, [other.account.id, theirs.location]);
const before = await snapshot();

/** Their names, emails and ids, none of which may appear in an answer to us. */
const leaks = [
  other.account.businessname,
  other.owner.email,
  theirs.email,
  `tenant-${other.account.id}@`,
  ...[
    theirs.contact,
    theirs.tag,
    theirs.group,
    theirs.send,
    theirs.template,
    theirs.broadcast,
    theirs.form,
    theirs.question,
    theirs.page,
    theirs.playbook,
    theirs.step,
    theirs.faq,
  ].map((id) => new RegExp(`"id":${id}[,}]`)),
];
const expectNoLeak = (body: string) => {
  for (const leak of leaks) {
    if (typeof leak === 'string') expect(body).not.toContain(leak);
    else expect(body).not.toMatch(leak);
  }
};

describe('cross-tenant sweep', () => {
  it('covers the API', () => {
    expect(privateRoutes.length).toBeGreaterThan(5);
    expect(cases.length).toBeGreaterThan(60);
  });

  it('has a sample for every private route that acts, and none for a route that is gone', () => {
    expect(acting.map(keyOf).filter((key) => !(key in samples))).toEqual([]);
    const known = new Set(privateRoutes.map(keyOf));
    expect(Object.keys(samples).filter((key) => !known.has(key))).toEqual([]);
    expect(Object.keys(idFreePaths).filter((key) => !known.has(key))).toEqual([]);
    // A route with path params always names a row: it is swept, never id-free.
    const idFreeWithParams = Object.entries(samples).filter(
      ([key, sample]) => 'idFree' in sample && key.includes(':'),
    );
    expect(idFreeWithParams).toEqual([]);
  });

  it('has the other tenant’s ids for every GET route that takes ids in its query', () => {
    const taking = privateRoutes.filter(
      (r) => r.method === 'GET' && queryNames(r).some((name) => idQueryParam.test(name)),
    );
    expect(taking.length).toBeGreaterThan(3);
    expect(taking.map(keyOf).filter((key) => !(key in queries) && !(key in filters))).toEqual([]);
  });

  it.each(privateRoutes.map((r) => [r.method, r.url] as const))(
    '%s %s answers 401 without a token',
    async (method, url) => {
      const res = await app.inject({ method: method as 'GET', url: fill(url) });
      expect(res.statusCode).toBe(401);
    },
  );

  it.each(privateRoutes.map((r) => [r.method, r.url] as const))(
    '%s %s refuses another tenant’s location header',
    async (method, url) => {
      const res = await app.inject({
        method: method as 'GET',
        url: fill(url),
        headers: ourBearer(url, { 'accessed-location-id': other.account.id }),
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode).toBe(403);
    },
  );

  it.each(cases.map((c) => [c.label, c] as const))(
    '%s hides another tenant’s ids',
    async (_label, { method, url, body, field }) => {
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers: ourBearer(url),
        ...(body ? { payload: body } : {}),
      });
      if (field) {
        expect(res.statusCode).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual([field]);
      } else expect([403, 404]).toContain(res.statusCode);
      expectNoLeak(res.body);
    },
  );

  it.each(Object.entries(filters))(
    '%s?%s matches nothing of another tenant',
    async (key, query) => {
      const url = key.replace(/^GET /, '');
      const res = await app.inject({
        method: 'GET',
        url: `${url}?${query}`,
        headers: ourBearer(url),
      });
      expect(res.statusCode).toBe(200);
      expectNoLeak(res.body);
      if (url.endsWith('/list')) expect(res.json().total).toBe(0);
    },
  );

  // Counts take no ids: theirs, all added this week as ours were, must not be among ours.
  it('GET contact/chart-data counts our contacts only', async () => {
    const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
    const ours = (await get('/api/v3/contact/list')).json().counts.all as number;
    expect(ours).toBeGreaterThan(0);
    const chart = await get('/api/v3/contact/chart-data');
    expect(chart.statusCode).toBe(200);
    const totals = Object.values(chart.json().totals as Record<string, number>);
    expect(totals.reduce((a, b) => a + b, 0)).toBe(ours);
  });

  // The import worker is reached by jobs, not routes. A job carries only the import id: the
  // worker takes the account from the import row and claims only an import that account queued,
  // so a job naming another tenant's upload or finished import does nothing, and a run of our own
  // import matches and writes contacts of our account alone. (These run last: the second one
  // gives us a contact with their contact's email.)
  it('the import worker, given another tenant’s import ids, touches none of their rows', async () => {
    for (const importId of [theirs.upload, theirImport.id]) await runImport(deps, importId);
    expect(await snapshot()).toEqual(before);
  });

  it('the import worker matches and writes contacts of the import’s own account only', async () => {
    const { log } = await importFile(
      app,
      token,
      'theirs.csv',
      `Email,First Name\n${theirs.email},Taken\n`,
      { duplicate_policy: 'update' },
    );
    expect(log).toMatchObject({ status: 'completed', imported_count: 1, updated_count: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('leaves the other tenant’s rows as they were', async () => {
    expect(await snapshot()).toEqual(before);
  });
});
