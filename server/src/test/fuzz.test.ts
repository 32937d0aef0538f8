import { type Endpoint, endpointKey, routePath } from '@coachline/contract/endpoint';
import { allEndpoints } from '@coachline/contract/endpoints';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { fixture } from '../features/contact-import/contact-import.testing';
import { buildOrganization, checkoutTokenFor, tokenFor } from './factories';
import {
  accepts,
  brokenInput,
  evilText,
  type FileSamples,
  hashOf,
  multipartBody,
  oddContentTypes,
  queryString,
  type Rng,
  rawBody,
  rawQueries,
  rawSegments,
  seeded,
  urlText,
  validInput,
} from './fuzz-inputs';
import { startFakePexels } from './pexels-fake';
import { createTestApp } from './server';
import { overSocket } from './socket';
import { buildTenantRows, separateSequences, type TenantRows, tenantSnapshot } from './tenants';

/**
 * The schema fuzzer: every endpoint of the contract gets requests made from its own schemas,
 * valid ones and broken ones (wrong types, huge and negative numbers, long, NUL and unicode
 * text, lists for scalars and scalars for lists, missing and extra fields, the other tenant's
 * ids, broken JSON and multipart), as the owner, as a staff user without permissions, without
 * a token and with forged ones, over a real socket on one kept-alive connection, as one client
 * sends them. No answer may be a 5xx, every request is answered within seconds, and the other
 * tenant's rows stay as they were. A seed names every request: FUZZ_SEED=<seed> replays a run,
 * FUZZ_CASES sets the requests per endpoint, FUZZ_LOG_LEVEL=error shows the server's log of a
 * failure.
 */
const seed = Number(process.env.FUZZ_SEED ?? 0x5eed);
const casesPerEndpoint = Number(process.env.FUZZ_CASES ?? 80);

// Free images search a local Pexels: with no key they would answer 503 (not configured).
const pexels = await startFakePexels();
afterAll(() => pexels.close());
const { app, deps, database } = await createTestApp({
  PEXELS_API_URL: pexels.url,
  PEXELS_API_KEY: pexels.apiKey,
  ...(process.env.FUZZ_LOG_LEVEL ? { LOG_LEVEL: process.env.FUZZ_LOG_LEVEL } : {}),
});

// The other tenant, made first; every tenant after it has ids far from theirs.
const other = await buildOrganization(deps, { locations: ['Elsewhere'] });
const theirs = await buildTenantRows(deps, other.account.id, other.locations[0]!.id);
await separateSequences(database);
const theirAccounts = [other.account.id, theirs.location];
const before = await tenantSnapshot(deps, theirAccounts);

const png = await sharp({
  create: { width: 8, height: 8, channels: 3, background: '#c0ffee' },
})
  .png()
  .toBuffer();
const xlsx = fixture('contacts.xlsx');
const files: FileSamples = {
  csv: fixture('two-contacts.csv'),
  malformed: fixture('malformed.csv'),
  invalidUtf8: fixture('invalid-utf8.csv'),
  xlsx,
  truncatedXlsx: xlsx.subarray(0, Math.floor(xlsx.length / 2)),
  png,
  truncatedPng: png.subarray(0, 40),
};

/** The ids of one tenant, by the kind of row a field names. */
const idsOf = (rows: TenantRows, accountId: number, ownerId: number) => ({
  contact: [rows.contact, rows.second, rows.deleted],
  tag: [rows.tag],
  group: [rows.group],
  user: [ownerId, rows.staff],
  field: [rows.field],
  note: [rows.note],
  reward: [rows.reward],
  import: [rows.upload],
  tab: [rows.tab],
  send: [rows.send],
  scheduled: [rows.scheduled],
  template: [rows.template],
  templateCategory: [rows.templateCategory],
  playbookCategory: [rows.playbookCategory],
  folder: [rows.folder],
  file: [rows.file],
  location: [rows.location, accountId],
  emailDomain: [rows.emailDomain],
  emailSender: [rows.emailSender],
  signature: [rows.signature],
  emailButton: [rows.emailButton],
  broadcast: [rows.broadcast],
  session: [rows.session],
  teaseSetting: [rows.teaseSetting],
  form: [rows.form],
  question: [rows.question],
  respondent: [rows.respondent],
  page: [rows.page],
  pageDownload: [rows.pageDownload],
  playbook: [rows.playbook],
  step: [rows.step],
  stepTab: [rows.stepTab],
  playbookDownload: [rows.playbookDownload],
  faq: [rows.faq],
  playbookButton: [rows.playbookButton],
  playbookQuestion: [rows.playbookQuestion],
  canvaImport: [rows.canvaImport],
  share: [rows.share],
  assetImport: [rows.assetImport],
  announcement: [rows.announcement],
  navigationItem: [rows.navigationItem],
  calendarEvent: [rows.calendarEvent],
  task: [rows.task],
  journey: [rows.journey],
  journeyTrigger: [rows.journeyTrigger],
  journeyAction: [rows.journeyAction],
  automationWebhook: [rows.automationWebhook],
  sequence: [rows.sequence],
  sequenceMessage: [rows.sequenceMessage],
  pipeline: [rows.pipeline],
  pipelineStage: [rows.pipelineStage],
  attributeType: [rows.attributeType],
  exerciseAttribute: [rows.exerciseAttribute],
  exercise: [rows.exercise],
  workoutCategory: [rows.workoutCategory],
  workout: [rows.workout],
  workoutBlock: [rows.workoutBlock, rows.smartBlock],
  blockExercise: [rows.blockExercise],
  workoutPlan: [rows.workoutPlan],
  planWeek: [rows.planWeek, rows.smartWeek],
  planDay: [rows.planDay],
  scenario: [rows.scenario],
  scenarioCategory: [rows.scenarioCategory],
  scenarioStep: [rows.scenarioStep],
  scenarioContent: [rows.scenarioContent],
  stepContent: [rows.stepContent],
  progressTracking: [rows.progressTracking],
  progressCategory: [rows.progressCategory],
  progressSection: [rows.progressSection],
  progressQuestion: [rows.progressQuestion],
  progressEntry: [rows.progressEntry],
  progressProof: [rows.progressProof],
  habitTracking: [rows.habitTracking],
  habitCategory: [rows.habitCategory],
  habit: [rows.habit],
  habitProof: [rows.habitProof],
});
type Kind = keyof ReturnType<typeof idsOf>;
const kindOfField: Record<string, Kind> = {
  contact: 'contact',
  contact_id: 'contact',
  contact_ids: 'contact',
  ids: 'contact',
  survivor_id: 'contact',
  tag: 'tag',
  tag_id: 'tag',
  tag_ids: 'tag',
  tags: 'tag',
  group: 'group',
  group_id: 'group',
  user: 'user',
  user_ids: 'user',
  user_id: 'user',
  field: 'field',
  note_id: 'note',
  note_ids: 'note',
  reward_id: 'reward',
  reward_ids: 'reward',
  importId: 'import',
  import_id: 'import',
  location_id: 'location',
  location: 'location',
  // A public page's location (member ID, recovery page).
  account: 'location',
  send_id: 'send',
  schedule_ids: 'scheduled',
  after_id: 'send',
  template: 'template',
  template_id: 'template',
  category: 'templateCategory',
  category_id: 'templateCategory',
  location_ids: 'location',
  domain: 'emailDomain',
  domain_id: 'emailDomain',
  email_domain_id: 'emailDomain',
  sender: 'emailSender',
  signature: 'signature',
  signature_id: 'signature',
  button: 'emailButton',
  broadcast: 'broadcast',
  broadcast_id: 'broadcast',
  tease_setting: 'teaseSetting',
  unopened_of: 'broadcast',
  session: 'session',
  sender_id: 'emailSender',
  parent_id: 'folder',
  folder_id: 'folder',
  // The folders' calls move templates (the one asset type with a table today).
  assets_id: 'template',
  file: 'file',
  file_ids: 'file',
  form: 'form',
  form_id: 'form',
  form_ids: 'form',
  question: 'question',
  question_ids: 'question',
  respondent_id: 'respondent',
  respondent_ids: 'respondent',
  page_id: 'page',
  page_ids: 'page',
  download: 'pageDownload',
  download_id: 'pageDownload',
  playbook: 'playbook',
  playbook_id: 'playbook',
  playbook_ids: 'playbook',
  step: 'step',
  step_ids: 'step',
  tab: 'stepTab',
  tab_ids: 'stepTab',
  playbook_download: 'playbookDownload',
  faq: 'faq',
  playbook_button: 'playbookButton',
  button_ids: 'playbookButton',
  canva_import_id: 'canvaImport',
  // Sharing: a share, an import of one, the shared asset (forms, the one shareable kind today).
  share: 'share',
  import: 'assetImport',
  asset: 'form',
  asset_ids: 'form',
  // The client portal's announcements and navigation menu links.
  announcement: 'announcement',
  navigation: 'navigationItem',
  event: 'calendarEvent',
  task: 'task',
  task_id: 'task',
  assignee_id: 'user',
  journey: 'journey',
  journey_id: 'journey',
  trigger: 'journeyTrigger',
  action: 'journeyAction',
  webhook_id: 'automationWebhook',
  sequence: 'sequence',
  sequence_id: 'sequence',
  pipeline: 'pipeline',
  pipeline_id: 'pipeline',
  orders: 'pipeline',
  stage: 'pipelineStage',
  stage_id: 'pipelineStage',
  move_to_stage_id: 'pipelineStage',
  workout: 'workout',
  workout_id: 'workout',
  block: 'workoutBlock',
  block_id: 'workoutBlock',
  to_block_id: 'workoutBlock',
  smart_block_id: 'workoutBlock',
  block_exercise: 'blockExercise',
  block_exercise_id: 'blockExercise',
  exercise_id: 'exercise',
  attribute_id: 'exerciseAttribute',
  attribute_ids: 'exerciseAttribute',
  attribute_type_id: 'attributeType',
  workout_plan: 'workoutPlan',
  workout_plan_id: 'workoutPlan',
  week: 'planWeek',
  week_id: 'planWeek',
  smart_week_id: 'planWeek',
  scenario: 'scenario',
  scenario_id: 'scenario',
  scenario_ids: 'scenario',
  scenario_category: 'scenarioCategory',
  scenario_step: 'scenarioStep',
  scenario_content: 'scenarioContent',
  content_id: 'scenarioContent',
  step_content: 'stepContent',
  pivot_id: 'stepContent',
  progress_tracking: 'progressTracking',
  progress_tracking_id: 'progressTracking',
  progress_category: 'progressCategory',
  progress_category_id: 'progressCategory',
  progress_section: 'progressSection',
  progress_question: 'progressQuestion',
  progress_entry_id: 'progressEntry',
  progress_proof: 'progressProof',
  habit_tracking: 'habitTracking',
  habit_tracking_id: 'habitTracking',
  habit_category: 'habitCategory',
  habit: 'habit',
  habit_id: 'habit',
  habit_proof: 'habitProof',
};
/** Where an area's field names another kind of row than `kindOfField` says, by endpoint tag. */
const kindOfFieldIn: Record<string, Record<string, Kind>> = {
  playbooks: { category: 'playbookCategory', category_id: 'playbookCategory' },
  'client-portal-announcements': { id: 'announcement', ids: 'announcement' },
  'client-portal-navigation': { id: 'navigationItem', ids: 'navigationItem' },
  integrations: { id: 'automationWebhook' },
  sequences: { message: 'sequenceMessage', message_id: 'sequenceMessage', ids: 'contact' },
  workouts: {
    workout_category: 'workoutCategory',
    category_id: 'workoutCategory',
    ids: 'workout',
    id: 'workout',
  },
  'workout-plans': { ids: 'workoutPlan', id: 'workoutPlan', workout_ids: 'workout' },
  scenarios: { ids: 'scenario', id: 'scenario' },
  'scenario-categories': { id: 'scenarioCategory' },
  'scenario-steps': { id: 'scenarioStep', category_id: 'scenarioCategory' },
  'progress-tracking': {
    ids: 'progressTracking',
    category_id: 'progressCategory',
    section_id: 'progressSection',
    question_id: 'progressQuestion',
  },
  'habit-tracking': { ids: 'habitTracking', category_id: 'habitCategory', id: 'habit' },
};

const theirIds = idsOf(theirs, other.account.id, other.owner.id);
const foreignIds = Object.values(theirIds).flat();

/** A fresh organization per endpoint, so no endpoint's requests depend on another's. */
async function ourTenant() {
  const me = await buildOrganization(deps, { locations: ['Home'] });
  const mine = await buildTenantRows(deps, me.account.id, me.locations[0]!.id);
  const ids = idsOf(mine, me.account.id, me.owner.id);
  return {
    ids,
    // The staff user of the rows has no permissions at all.
    tokens: await tokensOf(await tokenFor(deps, me.owner.id), await tokenFor(deps, mine.staff)),
    renewOwner: async () => (await tokensOf(await tokenFor(deps, me.owner.id), '')).owner,
  };
}

/** Each user's session token, and the checkout token made from it for the checkout API. */
async function tokensOf(owner: string, staff: string) {
  const checkout = (token: string) => (token ? checkoutTokenFor(deps, token) : '');
  return {
    owner: { session: owner, checkout: await checkout(owner) },
    staff: { session: staff, checkout: await checkout(staff) },
  };
}
type Tenant = Awaited<ReturnType<typeof ourTenant>>;

type Who = 'owner' | 'staff' | 'anonymous' | 'forged';
const forgedTokens = [
  'Bearer ',
  'Bearer x',
  `Bearer ${'a'.repeat(5_000)}`,
  'Basic Zm9vOmJhcg==',
  `Bearer ${'0'.repeat(64)}`,
  'Bearer null',
  'Bearer%20x',
];
const oddHeaderValues = [
  ...rawSegments.filter((s) => s.length < 100),
  String(theirs.location),
  String(other.account.id),
  ' 1',
  '',
];

type FuzzCase = {
  who: Who;
  forged: string;
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Params, query and body all pass their schemas: the request reaches the handler. */
  valid: boolean;
};

const passes = (schema: unknown, value: unknown) => !schema || accepts(schema, value);

/** One request for `endpoint`, made from its schemas and `rng`, and nothing else. */
function fuzzCase(endpoint: Endpoint, rng: Rng, tenant: Tenant): FuzzCase {
  const idsFor = (field: string) => {
    const kind = kindOfFieldIn[endpoint.tag]?.[field] ?? kindOfField[field];
    const ours = kind ? tenant.ids[kind] : Object.values(tenant.ids).flat();
    const foreign = kind ? theirIds[kind] : foreignIds;
    return rng.chance(0.2) ? foreign : ours;
  };
  const mode = rng.pick(['valid', 'valid', 'valid', 'broken', 'broken', 'broken', 'broken', 'raw']);
  const make = (schema: unknown) => {
    const valid = validInput(schema, rng, idsFor);
    return mode === 'valid' ? valid : brokenInput(valid, rng, foreignIds);
  };
  const headers: Record<string, string> = {};

  const params = endpoint.params ? make(endpoint.params) : undefined;
  const segment = (name: string) => {
    if (mode !== 'valid' && rng.chance(0.3)) return rng.pick(rawSegments);
    const value = (params as Record<string, unknown> | undefined)?.[name];
    return urlText(typeof value === 'object' ? JSON.stringify(value) : String(value ?? ''));
  };
  const path = routePath(endpoint).replace(/:([A-Za-z_]+)/g, (_, name: string) => segment(name));

  const query = endpoint.query ? make(endpoint.query) : undefined;
  let search = endpoint.query ? queryString(query) : '';
  if (mode === 'raw' || (!endpoint.query && rng.chance(0.05)))
    search = [search, rng.pick(rawQueries)].filter(Boolean).join('&');

  let payload: string | Buffer | undefined;
  let body: unknown;
  if (endpoint.upload && rng.chance(0.85)) {
    const multipart = multipartBody(rng, files);
    payload = multipart.payload;
    headers['content-type'] = multipart.contentType;
  } else if (endpoint.body || (endpoint.method !== 'GET' && rng.chance(0.2))) {
    body = endpoint.body ? make(endpoint.body) : rng.pick(evilText);
    payload = mode === 'raw' ? rawBody(rng, body) : JSON.stringify(body ?? null);
    headers['content-type'] = rng.chance(0.08) ? rng.pick(oddContentTypes) : 'application/json';
  }

  if (rng.chance(0.1))
    headers[rng.pick(['accessed-location-id', 'company-admin-id'])] = rng.pick(oddHeaderValues);
  const draw = rng.next();
  const who: Who =
    draw < 0.78 ? 'owner' : draw < 0.88 ? 'staff' : draw < 0.94 ? 'anonymous' : 'forged';
  return {
    who,
    forged: rng.pick(forgedTokens),
    method: endpoint.method,
    // Node refuses a request line past 16 KB before the app sees it; long text goes in bodies.
    url: (search ? `${path}?${search}` : path).slice(0, 8_000),
    headers,
    ...(payload === undefined ? {} : { payload }),
    valid:
      mode === 'valid' &&
      passes(endpoint.params, params) &&
      passes(endpoint.query, query) &&
      passes(endpoint.body, body),
  };
}

const preview = (text: string | Buffer | undefined, length = 300) => {
  const shown = Buffer.isBuffer(text) ? text.toString('latin1') : (text ?? '');
  return shown.length > length ? `${shown.slice(0, length)}… (${shown.length} chars)` : shown;
};

const send = await overSocket(app);

const sent = { requests: 0, valid: 0, byStatus: new Map<number, number>() };

describe('schema fuzzer', () => {
  afterAll(() => {
    const statuses = [...sent.byStatus].sort(([a], [b]) => a - b);
    const count = (failed: (status: number) => boolean) =>
      statuses.reduce((sum, [status, n]) => sum + (failed(status) ? n : 0), 0);
    console.info(
      `schema fuzzer: seed ${seed}, ${sent.requests} requests to ${allEndpoints.length} endpoints ` +
        `(${sent.valid} schema-valid), ${count((s) => s >= 500)} answered 5xx, ` +
        `${count((s) => s === 0)} unanswered; by status: ` +
        statuses.map(([status, n]) => `${status} ×${n}`).join(', '),
    );
  });

  it.each(allEndpoints.map((e) => [endpointKey(e), e] as const))(
    '%s never answers 5xx and always answers',
    async (key, endpoint) => {
      const tenant = await ourTenant();
      const rng = seeded(seed ^ hashOf(key));
      const failures: object[] = [];
      let validCases = 0;
      for (let i = 0; i < casesPerEndpoint; i++) {
        const request = fuzzCase(endpoint, rng, tenant);
        const authorization =
          request.who === 'owner' || request.who === 'staff'
            ? `Bearer ${tenant.tokens[request.who][endpoint.base === 'checkout' ? 'checkout' : 'session']}`
            : request.who === 'forged'
              ? request.forged
              : undefined;
        const res = await send(
          request.method,
          request.url,
          { ...request.headers, ...(authorization ? { authorization } : {}) },
          request.payload,
        );
        sent.requests++;
        sent.byStatus.set(res.status, (sent.byStatus.get(res.status) ?? 0) + 1);
        if (request.valid) validCases++;
        // A logout, a password change or a location switch ends the owner's session.
        if (request.who === 'owner' && res.status === 401)
          tenant.tokens.owner = await tenant.renewOwner();
        if (res.status > 0 && res.status < 500) continue;
        failures.push({
          case: i,
          who: request.who,
          request: `${request.method} ${preview(request.url)}`,
          headers: request.headers,
          body: preview(request.payload),
          status: res.status,
          answer: preview(res.body),
        });
      }
      sent.valid += validCases;
      expect(failures, `FUZZ_SEED=${seed} FUZZ_CASES=${casesPerEndpoint}, ${key}`).toEqual([]);
      // A generator that never passes the schemas would only ever test validation.
      if (endpoint.params || endpoint.query || endpoint.body) expect(validCases).toBeGreaterThan(0);
    },
  );

  it('leaves the other tenant’s rows as they were', async () => {
    expect(await tenantSnapshot(deps, theirAccounts)).toEqual(before);
  });
});
