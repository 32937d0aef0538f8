import { pipelineMessages as words } from '@coachline/contract/pipelines';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildContact, buildSignedIn } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { runDueSteps } from '../journeys/journeys.service';
import { messageSends } from '../messaging/messaging.tables';

const { app, deps } = await createTestApp();
const call = caller(app);

async function ok(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

type Stage = { id: number; name: string; contacts_count: number };

async function newPipeline(token: string, body: object = {}) {
  return (await ok(await call('POST', '/pipeline/create', token, { name: 'Sales', ...body })))
    .pipeline as { id: number; stages: Stage[] };
}

async function column(token: string, pipelineId: number, stageId: number, query = '') {
  const res = await ok(
    await call('GET', `/pipeline/${pipelineId}/stage/${stageId}/info?${query}`, token),
  );
  return res.data.map((c: { contact: { id: number } }) => c.contact.id) as number[];
}

describe('pipelines: the list and the stages', () => {
  it('makes pipelines from a category, given stages or the location’s template, and edits stages', async () => {
    const { token } = await buildSignedIn(deps);
    const sales = await newPipeline(token);
    expect(sales.stages.map((s) => s.name)).toEqual([
      'New lead',
      'Contacted',
      'Consult booked',
      'Trial',
      'Won',
      'Lost',
    ]);
    const custom = await newPipeline(token, {
      name: 'Challenge',
      category: 'events',
      stages: ['Interested', 'Paid'],
    });
    const list = await ok(await call('GET', '/pipeline/list', token));
    expect(list.data.map((p: { id: number }) => p.id)).toEqual([custom.id, sales.id]);
    await ok(
      await call('POST', '/pipeline/change-order', token, { orders: [sales.id, custom.id] }),
    );
    const reordered = await ok(await call('GET', '/pipeline/list', token));
    expect(reordered.data.map((p: { id: number }) => p.id)).toEqual([sales.id, custom.id]);
    const partial = await call('POST', '/pipeline/change-order', token, { orders: [sales.id] });
    expect(partial.json().errors.orders[0]).toBe(words.ordersIncomplete);

    const noTemplate = await call('POST', '/pipeline/create-from-my-template', token, {
      name: 'Mine',
    });
    expect(noTemplate.json().errors.name[0]).toBe(words.noTemplate);
    const [interested, paid] = custom.stages as [Stage, Stage];
    const added = await ok(
      await call('POST', `/pipeline/${custom.id}/create-stage`, token, {
        name: 'Attended',
        index: 1,
      }),
    );
    await ok(
      await call('POST', '/pipeline/rename-stage', token, { stage_id: paid.id, name: 'Paid up' }),
    );
    const stages = await ok(await call('GET', `/pipeline/${custom.id}/stages`, token));
    expect(stages.data.map((s: Stage) => s.name)).toEqual(['Interested', 'Attended', 'Paid up']);
    await ok(
      await call('POST', '/pipeline/stage/update', token, {
        pipeline_id: custom.id,
        stages: [
          { id: paid.id, name: 'Paid' },
          { id: interested.id, name: 'Curious' },
          { id: added.stage.id, name: 'Attended' },
        ],
      }),
    );
    const master = await ok(await call('POST', `/pipeline/${custom.id}/update-master`, token));
    expect(master.data).toEqual(['Paid', 'Curious', 'Attended']);
    const mine = await ok(
      await call('POST', '/pipeline/create-from-my-template', token, { name: 'Mine' }),
    );
    expect(mine.pipeline.stages.map((s: Stage) => s.name)).toEqual(['Paid', 'Curious', 'Attended']);
    const copy = await ok(
      await call('POST', '/pipeline/duplicate', token, { pipeline_id: custom.id }),
    );
    expect(copy.pipeline).toMatchObject({ name: 'Challenge (copy)', contacts_count: 0 });
    const categories = await ok(
      await call('GET', '/pipeline/category/stage?category=retention', token),
    );
    expect(categories.data[0]).toBe('At risk');
    await ok(await call('DELETE', '/pipeline/delete', token, { pipeline_id: copy.pipeline.id }));
    expect((await ok(await call('GET', '/pipeline/list-all', token))).data).toHaveLength(3);
  });
});

describe('pipelines: the board', () => {
  it('adds contacts, moves and sorts cards, keeps notes and history, and counts conversion', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const [ann, bob, cat] = [
      await buildContact(deps, { accountId, firstName: 'Ann' }),
      await buildContact(deps, { accountId, firstName: 'Bob' }),
      await buildContact(deps, { accountId, firstName: 'Cat' }),
    ];
    const pipeline = await newPipeline(token, { stages: ['Lead', 'Trial', 'Client'] });
    const [lead, trial, client] = pipeline.stages as [Stage, Stage, Stage];
    const added = await ok(
      await call('POST', '/pipeline/add-contact', token, {
        pipeline_id: pipeline.id,
        selection: { ids: [ann.id, bob.id, cat.id] },
      }),
    );
    expect(added).toMatchObject({ message: words.contactsAdded, affected: 3 });
    const again = await ok(
      await call('POST', `/pipeline/${pipeline.id}/contacts-add`, token, {
        contact_ids: [ann.id],
        stage_id: trial.id,
      }),
    );
    expect(again.affected).toBe(0);
    expect(await column(token, pipeline.id, lead.id)).toEqual([ann.id, bob.id, cat.id]);

    // Cat to the top of the column, then Bob to the trial.
    await ok(
      await call('POST', '/pipeline/stage/sort-leads', token, {
        stage: lead.id,
        sorting: [cat.id, ann.id],
      }),
    );
    expect(await column(token, pipeline.id, lead.id)).toEqual([cat.id, bob.id, ann.id]);
    const moved = await ok(
      await call('POST', `/pipeline/${bob.id}/stage-change`, token, {
        contact_id: bob.id,
        pipeline: pipeline.id,
        stage_id: trial.id,
      }),
    );
    expect(moved).toMatchObject({ status: 1, message: words.stageChanged('Trial') });
    const same = await ok(
      await call('POST', `/pipeline/${bob.id}/stage-change`, token, {
        contact_id: bob.id,
        pipeline: pipeline.id,
        stage_id: trial.id,
      }),
    );
    expect(same).toEqual({ status: 0, message: words.sameStage('Trial') });
    // Ann goes below Bob in the trial, then on to client.
    await ok(
      await call('POST', `/pipeline/${ann.id}/stage-change`, token, {
        contact_id: ann.id,
        pipeline: pipeline.id,
        stage_id: trial.id,
        index: 1,
      }),
    );
    expect(await column(token, pipeline.id, trial.id)).toEqual([bob.id, ann.id]);
    await ok(
      await call('POST', `/pipeline/${ann.id}/stage-change`, token, {
        contact_id: ann.id,
        pipeline: pipeline.id,
        stage_id: client.id,
      }),
    );
    expect(await column(token, pipeline.id, trial.id, `search=Bob`)).toEqual([bob.id]);

    const notes = await ok(
      await call('POST', '/pipeline/contact/add-notes', token, {
        pipeline_id: pipeline.id,
        contact_id: ann.id,
        notes: 'Signed the 12-week plan',
      }),
    );
    expect(notes.card.notes).toBe('Signed the 12-week plan');
    const history = await ok(
      await call('GET', `/pipeline/${pipeline.id}/history?contact_id=${ann.id}`, token),
    );
    expect(
      history.data.map((h: { from_stage: string | null; to_stage: string | null }) => [
        h.from_stage,
        h.to_stage,
      ]),
    ).toEqual([
      ['Trial', 'Client'],
      ['Lead', 'Trial'],
      [null, 'Lead'],
    ]);

    const analytics = await ok(await call('GET', `/pipeline/${pipeline.id}/analytics`, token));
    expect(
      analytics.data.stages.map(
        (s: { contacts: number; reached: number; conversion: number | null }) => [
          s.contacts,
          s.reached,
          s.conversion,
        ],
      ),
    ).toEqual([
      [1, 3, null],
      [1, 2, 66.7],
      [1, 1, 50],
    ]);
    expect(analytics.data.daily.at(-1).moves).toBe(6);

    const profile = await ok(await call('GET', `/contact/${ann.id}/pipelines`, token));
    expect(profile.data).toEqual([
      expect.objectContaining({ pipeline: { id: pipeline.id, name: 'Sales' }, stage: 'Client' }),
    ]);

    // Deleting the trial stage moves Bob to the lead stage; removing Cat leaves a record.
    await ok(
      await call('POST', '/pipeline/delete-stage', token, {
        stage_id: trial.id,
        move_to_stage_id: lead.id,
      }),
    );
    expect(await column(token, pipeline.id, lead.id)).toEqual([cat.id, bob.id]);
    await ok(
      await call('POST', '/pipeline/remove-contact', token, {
        pipeline_id: pipeline.id,
        selection: { ids: [cat.id] },
      }),
    );
    const stages = await ok(await call('GET', `/pipeline/${pipeline.id}/stages`, token));
    expect(stages.data.map((s: Stage) => [s.name, s.contacts_count])).toEqual([
      ['Lead', 1],
      ['Client', 1],
    ]);
    const notOn = await ok(
      await call('POST', `/pipeline/${cat.id}/stage-change`, token, {
        contact_id: cat.id,
        pipeline: pipeline.id,
        stage_id: client.id,
      }),
    );
    expect(notOn).toEqual({ status: 0, message: words.notOnPipeline });
    await ok(await call('POST', '/pipeline/delete-stage', token, { stage_id: lead.id }));
    const last = await call('POST', '/pipeline/delete-stage', token, { stage_id: client.id });
    expect(last.json().errors.stage_id[0]).toBe(words.lastStage);
  });

  it('starts the journeys of a stage, and a journey’s card puts contacts in one', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const ann = await buildContact(deps, { accountId });
    const pipeline = await newPipeline(token, { stages: ['Lead', 'Won'] });
    const [lead, won] = pipeline.stages as [Stage, Stage];
    const placing = (await ok(await call('POST', '/journey/create', token, { name: 'Place' })))
      .journey as { id: number };
    await ok(
      await call('POST', `/journey/${placing.id}/create-action`, token, {
        type: 'add_to_pipeline',
        settings: { pipeline_id: pipeline.id, stage_id: lead.id },
      }),
    );
    const welcome = (await ok(await call('POST', '/journey/create', token, { name: 'Won' })))
      .journey as { id: number };
    await ok(
      await call('POST', `/journey/${welcome.id}/create-trigger`, token, {
        type: 'pipeline_stage_changed',
        settings: { pipeline_id: pipeline.id, stage_id: won.id },
      }),
    );
    await ok(
      await call('POST', `/journey/${welcome.id}/create-action`, token, {
        type: 'send_email',
        settings: {
          subject: 'You reached {{pipeline_stage_name}} in {{pipeline_name}}',
          body: 'Next: {{task_name}}, due {{task_due_date}}',
        },
      }),
    );
    await ok(
      await call('POST', '/task/create', token, {
        title: 'Book the first session',
        due_date: '2026-12-03',
        contact_ids: [ann.id],
      }),
    );
    for (const id of [placing.id, welcome.id])
      await ok(await call('PATCH', `/journey/${id}/change-status`, token, { status: 'enabled' }));

    await ok(
      await call('POST', '/journey/start', token, {
        journey_id: placing.id,
        selection: { ids: [ann.id] },
      }),
    );
    await runDueSteps(deps, new Date(Date.now() + 1000));
    expect(await column(token, pipeline.id, lead.id)).toEqual([ann.id]);
    const users = async () =>
      (await ok(await call('GET', `/journey/${welcome.id}/users`, token))).data as unknown[];
    expect(await users()).toEqual([]);
    await ok(
      await call('POST', `/pipeline/${ann.id}/stage-change`, token, {
        contact_id: ann.id,
        pipeline: pipeline.id,
        stage_id: won.id,
      }),
    );
    expect(await users()).toHaveLength(1);
    await runDueSteps(deps, new Date(Date.now() + 1000));
    const [sent] = await deps.db
      .select()
      .from(messageSends)
      .where(and(eq(messageSends.accountId, accountId), eq(messageSends.source, 'journey')));
    expect(sent?.subject).toBe('You reached Won in Sales');
    expect(sent?.body).toContain('Next: Book the first session, due December 3, 2026');
    const links = await ok(await call('GET', `/journey/links?journey_id=${placing.id}`, token));
    expect(links.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'pipeline', name: 'Sales' }),
        expect.objectContaining({ kind: 'stage', name: 'Lead' }),
      ]),
    );
  });

  it('hides another location’s pipelines, stages and cards', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const other = await buildSignedIn(deps);
    const ann = await buildContact(deps, { accountId });
    const pipeline = await newPipeline(token);
    const stage = pipeline.stages[0]!;
    for (const [method, url, body] of [
      ['GET', `/pipeline/${pipeline.id}/stages`],
      ['GET', `/pipeline/${pipeline.id}/stage/${stage.id}/info`],
      ['GET', `/pipeline/${pipeline.id}/analytics`],
      ['POST', '/pipeline/rename-stage', { stage_id: stage.id, name: 'Mine' }],
      ['POST', '/pipeline/add-contact', { pipeline_id: pipeline.id, selection: { ids: [ann.id] } }],
    ] as const)
      expect((await call(method, url, other.token, body)).statusCode, url).toBe(404);
  });
});
