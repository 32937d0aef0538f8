import { scenarioBrandingDefaults, scenarioMessages as words } from '@coachline/contract/scenarios';
import { describe, expect, it } from 'vitest';
import {
  buildContact,
  buildOrganization,
  buildPortalSession,
  buildSignedIn,
  buildTag,
  tokenFor,
} from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { ok } from '../workouts/programs.testing';

const { app, deps } = await createTestApp();
const call = caller(app);

/** A scenario of two categories, two steps each, with one content on the first step. */
async function buildScenario(token: string, name = 'New client') {
  const scenario = (await ok(call('POST', '/scenarios', token, { name }))).scenario;
  const categories = [];
  const steps = [];
  for (const categoryName of ['Welcome', 'Getting started']) {
    const category = (
      await ok(call('POST', '/categories', token, { scenario_id: scenario.id, name: categoryName }))
    ).category;
    categories.push(category);
    for (const stepName of ['A', 'B'])
      steps.push(
        (
          await ok(
            call('POST', '/steps', token, {
              category_id: category.id,
              name: `${categoryName} ${stepName}`,
            }),
          )
        ).step,
      );
  }
  const content = (
    await ok(
      call('POST', '/contents', token, {
        data: { type: 'video', title: 'Welcome video', url: 'https://example.test/v' },
      }),
    )
  ).content;
  await ok(call('POST', `/steps/${steps[0].id}/contents`, token, { content_id: content.id }));
  return { scenario, categories, steps, content };
}

describe('scenarios', () => {
  it('creates, lists 15 a page in order, updates, reorders and deletes', async () => {
    const { token } = await buildSignedIn(deps);
    const ids: number[] = [];
    for (let i = 0; i < 17; i++)
      ids.push((await ok(call('POST', '/scenarios', token, { name: `S${i}` }))).scenario.id);
    const page = await ok(call('GET', '/scenarios', token));
    expect(page.data).toHaveLength(15);
    expect(page.meta).toMatchObject({ per_page: 15, total: 17, last_page: 2 });
    expect(page.data[0]).toMatchObject({ name: 'S0', order: 0, steps_count: 0, contacts_count: 0 });
    expect((await ok(call('GET', '/scenarios?search=S16', token))).data).toHaveLength(1);

    const renamed = await ok(call('PATCH', `/scenarios/${ids[0]}`, token, { name: 'Renamed' }));
    expect(renamed).toMatchObject({ message: words.updated, scenario: { name: 'Renamed' } });

    const incomplete = await call('PUT', '/scenarios/reorder', token, {
      onboarding_scenarios: [{ id: ids[0], order: 1 }],
    });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().errors.onboarding_scenarios[0]).toBe(words.scenariosIncomplete);
    const reversed = ids.map((id, i) => ({ id, order: ids.length - i }));
    await ok(call('PUT', '/scenarios/reorder', token, { onboarding_scenarios: reversed }));
    const all = await ok(call('GET', '/scenarios/all', token));
    expect(all.data.map((s: { id: number }) => s.id)).toEqual([...ids].reverse());

    expect(await ok(call('DELETE', `/scenarios/${ids[0]}`, token))).toMatchObject({
      message: words.deleted,
    });
    const bulk = await ok(call('POST', '/scenarios/bulk-delete', token, { ids: ids.slice(1, 4) }));
    expect(bulk.affected).toBe(3);
    expect((await ok(call('GET', '/scenarios/all', token))).data).toHaveLength(13);
  });

  it('keeps categories, steps and contents in order; reorders refuse incomplete lists', async () => {
    const { token } = await buildSignedIn(deps);
    const { scenario, categories, steps, content } = await buildScenario(token);
    const cats = await ok(call('GET', `/scenarios/${scenario.id}/categories`, token));
    expect(cats.data.map((c: { name: string }) => c.name)).toEqual(['Welcome', 'Getting started']);
    expect(cats.data[0].steps_count).toBe(2);

    const bad = await call('PUT', `/scenarios/${scenario.id}/categories/reorder`, token, {
      onboarding_categories: [{ id: categories[0].id, order: 0 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['onboarding_categories']);
    await ok(
      call('PUT', `/scenarios/${scenario.id}/categories/reorder`, token, {
        onboarding_categories: [
          { id: categories[0].id, order: 1 },
          { id: categories[1].id, order: 0 },
        ],
      }),
    );
    expect((await ok(call('GET', `/scenarios/${scenario.id}/categories`, token))).data[0].id).toBe(
      categories[1].id,
    );

    const badSteps = await call('PUT', `/categories/${categories[0].id}/steps/reorder`, token, {
      onboarding_steps: [
        { id: steps[0].id, order: 0 },
        { id: steps[0].id, order: 1 },
      ],
    });
    expect(badSteps.json().errors.onboarding_steps[0]).toBe(words.stepsIncomplete);
    await ok(
      call('PUT', `/categories/${categories[0].id}/steps/reorder`, token, {
        onboarding_steps: [
          { id: steps[0].id, order: 5 },
          { id: steps[1].id, order: 2 },
        ],
      }),
    );
    const listed = await ok(call('GET', `/categories/${categories[0].id}/steps`, token));
    expect(listed.data.map((s: { id: number }) => s.id)).toEqual([steps[1].id, steps[0].id]);
    const first = listed.data.find((s: { id: number }) => s.id === steps[0].id);
    expect(first.contents[0]).toMatchObject({
      pivot: { order: 0, data: {} },
      content: { id: content.id, data: { type: 'video' } },
    });

    const updated = await ok(
      call('PATCH', `/steps/${steps[0].id}`, token, { name: 'Watch', description: 'Do it' }),
    );
    expect(updated.step).toMatchObject({ name: 'Watch', description: 'Do it' });

    // Pivots: attach at the top, order, data, detach.
    const text = (
      await ok(
        call('POST', '/contents', token, { data: { type: 'text', title: 'Read me', body: 'Hi' } }),
      )
    ).content;
    const attached = await ok(
      call('POST', `/steps/${steps[0].id}/contents`, token, {
        content_id: text.id,
        data: { note: 'First', required: true },
        order: 0,
      }),
    );
    expect(attached.step.contents.map((c: { content: { id: number } }) => c.content.id)).toEqual([
      text.id,
      content.id,
    ]);
    const again = await call('POST', `/steps/${steps[0].id}/contents`, token, {
      content_id: text.id,
    });
    expect(again.json().errors.content_id[0]).toBe(words.contentAlreadyAttached);
    const [p1, p2] = attached.step.contents.map((c: { pivot: { id: number } }) => c.pivot.id);
    const badOrder = await call('POST', `/steps/${steps[0].id}/update-contents-order`, token, {
      contents: [{ pivot_id: p1, order: 0 }],
    });
    expect(Object.keys(badOrder.json().errors)).toEqual(['contents']);
    const reordered = await ok(
      call('POST', `/steps/${steps[0].id}/update-contents-order`, token, {
        contents: [
          { pivot_id: p1, order: 1 },
          { pivot_id: p2, order: 0 },
        ],
      }),
    );
    expect(reordered.step.contents[0].pivot.id).toBe(p2);
    const pivot = await ok(
      call('PATCH', `/steps/${steps[0].id}/contents/${p1}`, token, {
        data: { button_label: 'Read' },
      }),
    );
    expect(pivot.step.contents[1].pivot.data).toEqual({ button_label: 'Read' });
    const detached = await ok(call('DELETE', `/steps/${steps[0].id}/contents/${p1}`, token));
    expect(detached.step.contents).toHaveLength(1);

    // Contents: list, update, refused data, delete takes it off steps.
    const library = await ok(call('GET', '/contents?type=text', token));
    expect(library.data.map((c: { id: number }) => c.id)).toEqual([text.id]);
    const refused = await call('POST', '/contents', token, {
      data: { type: 'video', title: 'No address' },
    });
    expect(refused.statusCode).toBe(422);
    await ok(
      call('PATCH', `/contents/${content.id}`, token, {
        data: { type: 'link', title: 'Intake form', url: 'https://example.test/f' },
      }),
    );
    await ok(call('DELETE', `/contents/${content.id}`, token));
    expect(
      (await ok(call('GET', `/categories/${categories[0].id}/steps`, token))).data[1].contents,
    ).toEqual([]);

    await ok(call('DELETE', `/steps/${steps[1].id}`, token));
    await ok(call('PATCH', `/categories/${categories[1].id}`, token, { name: 'Later' }));
    await ok(call('DELETE', `/categories/${categories[1].id}`, token));
    const left = await ok(call('GET', '/scenarios/all', token));
    expect(left.data[0]).toMatchObject({ categories_count: 1, steps_count: 1 });
  });

  it('marks steps in preview, answers the next incomplete step, and resets the preview', async () => {
    const { token } = await buildSignedIn(deps);
    const { scenario, steps } = await buildScenario(token);
    const first = await ok(call('POST', `/steps/${steps[1].id}/mark-as-completed`, token, {}));
    expect(first.step.completed_at).not.toBeNull();
    expect(first.next_step.id).toBe(steps[2].id);
    await ok(call('POST', `/steps/${steps[2].id}/mark-as-completed`, token, {}));
    await ok(call('POST', `/steps/${steps[3].id}/mark-as-completed`, token, {}));
    // Nothing after the last: the first incomplete before it.
    const wrap = await ok(call('POST', `/steps/${steps[3].id}/mark-as-completed`, token, {}));
    expect(wrap.next_step.id).toBe(steps[0].id);
    const last = await ok(call('POST', `/steps/${steps[0].id}/mark-as-completed`, token, {}));
    expect(last).toMatchObject({ message: words.allCompleted, next_step: null });
    const undone = await ok(call('POST', `/steps/${steps[0].id}/mark-as-incomplete`, token, {}));
    expect(undone.step.completed_at).toBeNull();
    const reset = await ok(call('POST', `/scenarios/${scenario.id}/reset-preview`, token));
    expect(reset.affected).toBe(3);
    const listed = await ok(call('GET', `/categories/${steps[2].category_id}/steps`, token));
    expect(listed.data.every((s: { completed_at: unknown }) => s.completed_at === null)).toBe(true);
  });

  it('assigns contacts with the scenario tags, pauses and resumes, marks for a contact', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const { scenario, steps } = await buildScenario(token);
    const vip = await buildTag(deps, { accountId });
    const welcome = await buildTag(deps, { accountId });
    const a = await buildContact(deps, { accountId, tags: [vip.id] });
    const b = await buildContact(deps, { accountId, tags: [vip.id] });
    const c = await buildContact(deps, { accountId });

    const tagged = await ok(
      call('POST', `/scenarios/${scenario.id}/update-tags`, token, { tag_ids: [welcome.id] }),
    );
    expect(tagged.data).toEqual([{ id: welcome.id, name: welcome.name }]);
    expect((await ok(call('GET', `/scenarios/${scenario.id}/tags`, token))).data).toHaveLength(1);

    const assigned = await ok(
      call('POST', `/scenarios/${scenario.id}/assign-contacts`, token, {
        selection: { filter: { tags: String(vip.id) } },
      }),
    );
    expect(assigned.affected).toBe(2);
    const again = await ok(
      call('POST', `/scenarios/${scenario.id}/assign-contacts`, token, {
        selection: { ids: [a.id, c.id] },
      }),
    );
    expect(again.affected).toBe(1);
    const withTag = await ok(call('GET', `/tag/contact-list?tag_id=${welcome.id}`, token));
    expect(withTag.data.map((r: { id: number }) => r.id).sort()).toEqual([a.id, b.id, c.id].sort());

    const marked = await ok(
      call('POST', `/steps/${steps[0].id}/mark-as-completed`, token, { contact_id: a.id }),
    );
    expect(marked.next_step.id).toBe(steps[1].id);
    const contactsPage = await ok(call('GET', `/scenarios/${scenario.id}/contacts`, token));
    const rowA = contactsPage.data.find((r: { contact: { id: number } }) => r.contact.id === a.id);
    expect(rowA).toMatchObject({ status: 'active', completed_steps: 1, total_steps: 4 });

    const paused = await ok(
      call('POST', `/scenarios/${scenario.id}/contacts/${a.id}/pause`, token),
    );
    expect(paused).toMatchObject({ message: words.paused, scenario_contact: { status: 'paused' } });
    const refused = await call('POST', `/steps/${steps[1].id}/mark-as-completed`, token, {
      contact_id: a.id,
    });
    expect(refused.json().errors.contact_id[0]).toBe(words.contactPaused);
    const filtered = await ok(
      call('GET', `/scenarios/${scenario.id}/contacts?status=paused`, token),
    );
    expect(filtered.total).toBe(1);
    await ok(call('POST', `/scenarios/${scenario.id}/contacts/${a.id}/resume`, token));
    await ok(call('POST', `/steps/${steps[1].id}/mark-as-completed`, token, { contact_id: a.id }));
    const second = await ok(call('POST', '/scenarios', token, { name: 'Second' }));
    await ok(
      call('POST', `/scenarios/${second.scenario.id}/assign-contacts`, token, {
        selection: { ids: [a.id] },
      }),
    );
    const ofA = await ok(call('GET', `/scenarios/contact/${a.id}`, token));
    expect(ofA.data).toMatchObject([
      { scenario_name: 'New client', completed_steps: 2, total_steps: 4, status: 'active' },
      { scenario_name: 'Second', completed_steps: 0, total_steps: 0 },
    ]);

    const outsider = await buildContact(deps, { accountId });
    const notAssigned = await call('POST', `/steps/${steps[1].id}/mark-as-completed`, token, {
      contact_id: outsider.id,
    });
    expect(notAssigned.json().errors.contact_id[0]).toBe(words.notAssigned);
    const notOn = await call(
      'POST',
      `/scenarios/${scenario.id}/contacts/${outsider.id}/pause`,
      token,
    );
    expect(notOn.statusCode).toBe(404);
  });

  it('bulk assigns, restricts, duplicates; branding defaults and updates', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const one = await buildScenario(token, 'One');
    const two = (await ok(call('POST', '/scenarios', token, { name: 'Two' }))).scenario;
    const a = await buildContact(deps, { accountId });
    const b = await buildContact(deps, { accountId });
    const ids = [one.scenario.id, two.id];
    const assigned = await ok(
      call('POST', '/scenarios/bulk-assign-contacts', token, {
        scenario_ids: ids,
        selection: { ids: [a.id, b.id] },
      }),
    );
    expect(assigned.affected).toBe(4);
    const restricted = await ok(
      call('POST', '/scenarios/bulk-restrict-contacts', token, {
        scenario_ids: ids,
        selection: { ids: [a.id] },
      }),
    );
    expect(restricted).toMatchObject({ affected: 2, message: words.contactsRestricted });
    const lifted = await ok(
      call('POST', '/scenarios/bulk-restrict-contacts', token, {
        scenario_ids: [two.id],
        selection: { ids: [a.id] },
        restrict: false,
      }),
    );
    expect(lifted.affected).toBe(1);

    const branding = await ok(
      call('GET', `/scenarios/${one.scenario.id}/branding-settings`, token),
    );
    expect(branding.data).toContainEqual({
      name: 'welcome_headline',
      value: scenarioBrandingDefaults.welcome_headline,
    });
    const badColour = await call(
      'PATCH',
      `/scenarios/${one.scenario.id}/update-branding-settings`,
      token,
      { branding_settings: [{ name: 'primary_color', value: 'red' }] },
    );
    expect(badColour.statusCode).toBe(422);
    const saved = await ok(
      call('PATCH', `/scenarios/${one.scenario.id}/update-branding-settings`, token, {
        branding_settings: [{ name: 'primary_color', value: '#112233' }],
      }),
    );
    expect(saved.data).toContainEqual({ name: 'primary_color', value: '#112233' });

    const copy = await ok(
      call('POST', `/scenarios/${one.scenario.id}/duplicate`, token, { name: 'Copy' }),
    );
    expect(copy.scenario).toMatchObject({
      name: 'Copy',
      categories_count: 2,
      steps_count: 4,
      contacts_count: 0,
    });
    const copiedBranding = await ok(
      call('GET', `/scenarios/${copy.scenario.id}/branding-settings`, token),
    );
    expect(copiedBranding.data).toContainEqual({ name: 'primary_color', value: '#112233' });
    const copies = await ok(
      call('POST', '/scenarios/bulk-duplicate', token, { name: 'Copy', ids }),
    );
    expect(copies.data.map((s: { name: string }) => s.name)).toEqual(['Copy (One)', 'Copy (Two)']);
  });

  it('answers 404 for another location’s ids on every id', async () => {
    const { token } = await buildSignedIn(deps);
    const other = await buildSignedIn(deps);
    const theirs = await buildScenario(other.token, 'Theirs');
    const theirContact = await buildContact(deps, { accountId: other.accountId });
    const pivot = (
      await ok(call('GET', `/categories/${theirs.categories[0].id}/steps`, other.token))
    ).data[0].contents[0].pivot.id;
    const mine = await buildScenario(token, 'Mine');
    const s = theirs.scenario.id;
    const step = theirs.steps[0].id;
    const cat = theirs.categories[0].id;
    const requests: [Parameters<typeof call>[0], string, unknown?][] = [
      ['GET', `/scenarios/${s}/contacts`],
      ['GET', `/scenarios/contact/${theirContact.id}`],
      ['GET', `/scenarios/${s}/tags`],
      ['GET', `/scenarios/${s}/branding-settings`],
      ['GET', `/scenarios/${s}/categories`],
      ['GET', `/categories/${cat}/steps`],
      ['PATCH', `/scenarios/${s}`, { name: 'X' }],
      ['DELETE', `/scenarios/${s}`],
      ['POST', `/scenarios/${s}/duplicate`, { name: 'X' }],
      ['POST', `/scenarios/${s}/reset-preview`],
      ['POST', `/scenarios/${s}/update-tags`, { tag_ids: [] }],
      [
        'PATCH',
        `/scenarios/${s}/update-branding-settings`,
        { branding_settings: [{ name: 'logo_url', value: '' }] },
      ],
      ['POST', `/scenarios/${s}/assign-contacts`, { selection: { ids: [theirContact.id] } }],
      [
        'POST',
        `/scenarios/${mine.scenario.id}/assign-contacts`,
        { selection: { ids: [theirContact.id] } },
      ],
      ['POST', '/scenarios/bulk-delete', { ids: [s] }],
      ['POST', '/scenarios/bulk-duplicate', { name: 'X', ids: [s] }],
      ['POST', `/scenarios/${s}/contacts/${theirContact.id}/pause`],
      ['POST', '/categories', { scenario_id: s, name: 'X' }],
      ['PATCH', `/categories/${cat}`, { name: 'X' }],
      ['DELETE', `/categories/${cat}`],
      ['POST', '/steps', { category_id: cat, name: 'X' }],
      ['PATCH', `/steps/${step}`, { name: 'X' }],
      ['DELETE', `/steps/${step}`],
      ['POST', `/steps/${step}/mark-as-completed`, {}],
      ['POST', `/steps/${mine.steps[0].id}/mark-as-completed`, { contact_id: theirContact.id }],
      ['POST', `/steps/${step}/contents`, { content_id: mine.content.id }],
      ['POST', `/steps/${mine.steps[0].id}/contents`, { content_id: theirs.content.id }],
      ['PATCH', `/steps/${step}/contents/${pivot}`, { data: {} }],
      ['PATCH', `/steps/${mine.steps[0].id}/contents/${pivot}`, { data: {} }],
      ['DELETE', `/steps/${mine.steps[0].id}/contents/${pivot}`],
      ['PATCH', `/contents/${theirs.content.id}`, { data: { type: 'text', title: 'X', body: '' } }],
      ['DELETE', `/contents/${theirs.content.id}`],
    ];
    for (const [method, url, body] of requests) {
      const res = await call(method, url, token, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Their scenario is untouched.
    const still = await ok(call('GET', '/scenarios/all', other.token));
    expect(still.data[0]).toMatchObject({ name: 'Theirs', steps_count: 4, contacts_count: 0 });
  });
});

describe('the contact’s onboarding in the portal', () => {
  it('lists the scenarios, completes steps in order and is refused while paused', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const { scenario, steps } = await buildScenario(token);
    const portal = await buildPortalSession(deps, accountId);
    const empty = await ok(call('GET', '/portal/onboarding', portal.token));
    expect(empty.data).toEqual([]);
    await ok(
      call('POST', `/scenarios/${scenario.id}/assign-contacts`, token, {
        selection: { ids: [portal.contact.id] },
      }),
    );
    const view = await ok(call('GET', '/portal/onboarding', portal.token));
    expect(view.data[0]).toMatchObject({
      id: scenario.id,
      status: 'active',
      total_steps: 4,
      completed_steps: 0,
      next_step_id: steps[0].id,
    });
    expect(view.data[0].categories[0].steps[0].contents).toHaveLength(1);

    const done = await ok(
      call('POST', `/portal/onboarding/steps/${steps[0].id}/complete`, portal.token),
    );
    expect(done.next_step.id).toBe(steps[1].id);
    const after = await ok(call('GET', '/portal/onboarding', portal.token));
    expect(after.data[0]).toMatchObject({ completed_steps: 1, next_step_id: steps[1].id });
    await ok(call('POST', `/portal/onboarding/steps/${steps[0].id}/incomplete`, portal.token));

    await ok(call('POST', `/scenarios/${scenario.id}/contacts/${portal.contact.id}/pause`, token));
    const refused = await call(
      'POST',
      `/portal/onboarding/steps/${steps[0].id}/complete`,
      portal.token,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.scenario_step[0]).toBe(words.contactPaused);

    // A step of a scenario they are not on, or of another location, is a 404.
    const other = await buildScenario(token, 'Other');
    const notMine = await call(
      'POST',
      `/portal/onboarding/steps/${other.steps[0].id}/complete`,
      portal.token,
    );
    expect(notMine.statusCode).toBe(404);
    // A user's token is not a contact's.
    expect((await call('GET', '/portal/onboarding', token)).statusCode).toBe(401);
  });
});

describe('contacts merged and moved', () => {
  it('a merge gives the survivor the scenarios and completions; a move leaves them', async () => {
    const org = await buildOrganization(deps, { locations: ['Second'] });
    const token = await tokenFor(deps, org.owner.id);
    const accountId = org.account.id;
    const { scenario, steps } = await buildScenario(token);
    const a = await buildContact(deps, { accountId });
    const b = await buildContact(deps, { accountId });
    await ok(
      call('POST', `/scenarios/${scenario.id}/assign-contacts`, token, {
        selection: { ids: [b.id] },
      }),
    );
    await ok(call('POST', `/steps/${steps[0].id}/mark-as-completed`, token, { contact_id: b.id }));
    await ok(
      call('POST', '/contact/merge', token, { contact_ids: [a.id, b.id], survivor_id: a.id }),
    );
    const page = await ok(call('GET', `/scenarios/${scenario.id}/contacts`, token));
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ contact: { id: a.id }, completed_steps: 1 });

    const moved = await call('POST', '/contact/move', token, {
      selection: { ids: [a.id] },
      location_id: org.locations[0]!.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await ok(call('GET', `/scenarios/${scenario.id}/contacts`, token))).total).toBe(0);
  });
});
