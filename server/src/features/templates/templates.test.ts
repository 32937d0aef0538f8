import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, smsOutbox } from '../../platform/outbox.tables';
import { buildContact, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { broadcasts } from '../broadcasts/broadcasts.tables';
import { deliverSend } from '../messaging/delivery';

const { app, deps } = await createTestApp();
const call = caller(app);

type Kind = 1 | 2 | 3 | 4;

async function library() {
  const org = await buildSignedIn(deps);
  const category = async (name: string, is_content: Kind) => {
    const res = await call('POST', '/template/create-category', org.token, { name, is_content });
    expect(res.statusCode).toBe(200);
    return res.json().category as { id: number; name: string };
  };
  const template = async (category_id: number, body: object) => {
    const res = await call('POST', '/template/create', org.token, { category_id, ...body });
    expect(res.statusCode).toBe(200);
    return res.json().template as { id: number; name: string; type: string };
  };
  return { ...org, category, template };
}

describe('template categories', () => {
  it('creates categories of each kind, filters them and counts their templates', async () => {
    const { token, category, template } = await library();
    const welcome = await category('Welcome', 1);
    const reminders = await category('Reminders', 3);
    await category('Scripts', 4);
    await category('Pages', 2);
    await template(welcome.id, { name: 'Hello', subject: 'Hi', body: '<p>Hi</p>' });
    await template(welcome.id, { name: 'Hello again' });

    const all = (await call('GET', '/template/categories', token)).json().categories;
    expect(all.map((c: { name: string }) => c.name)).toEqual([
      'Pages',
      'Reminders',
      'Scripts',
      'Welcome',
    ]);
    expect(all.find((c: { id: number }) => c.id === welcome.id)).toMatchObject({
      is_content: 1,
      type: 'email',
      templates_count: 2,
    });
    const multi = (await call('GET', '/template/categories?type=multi-channel', token)).json();
    expect(multi.categories.map((c: { id: number }) => c.id)).toEqual([reminders.id, welcome.id]);
    const voice = (await call('GET', '/template/categories?type=voice', token)).json();
    expect(voice.categories.map((c: { name: string }) => c.name)).toEqual(['Scripts']);
  });

  it('keeps names unique per kind, renames, and deletes a category with its templates', async () => {
    const { token, category, template } = await library();
    const welcome = await category('Welcome', 1);
    await category('Welcome', 3);
    const twin = await call('POST', '/template/create-category', token, {
      name: 'welcome',
      is_content: 1,
    });
    expect(twin.statusCode).toBe(422);
    expect(twin.json().errors.name).toEqual(['A category with this name already exists.']);
    const bad = await call('POST', '/template/create-category', token, { name: '', is_content: 5 });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['is_content', 'name']);

    const renamed = await call('PATCH', `/template/${welcome.id}/edit-category`, token, {
      name: 'Onboarding',
    });
    expect(renamed.json()).toMatchObject({
      message: 'Category has been saved successfully!',
      category: { name: 'Onboarding' },
    });

    const one = await template(welcome.id, { name: 'One', subject: 'S', body: '<p>B</p>' });
    await template(welcome.id, { name: 'Two' });
    // A draft made from a template stays when the template goes.
    await call('POST', '/template/add-broadcasts-draft', token, { template_id: one.id });
    const removed = await call('DELETE', `/template/${welcome.id}/delete-category`, token);
    expect(removed.json()).toEqual({
      status: 1,
      message: 'Category and 2 templates have been deleted successfully!',
      deleted_templates: 2,
    });
    expect((await call('GET', '/template/lists', token)).json().total).toBe(0);
    const [draft] = await deps.db.select().from(broadcasts).where(eq(broadcasts.subject, 'S'));
    expect(draft).toMatchObject({ templateId: null, body: '<p>B</p>' });
    expect(
      (await call('DELETE', `/template/${welcome.id}/delete-category`, token)).statusCode,
    ).toBe(404);
  });
});

describe('templates', () => {
  it('lists 6 a page, newest first, by kind, category and name', async () => {
    const { token, category, template } = await library();
    const email = await category('Email', 1);
    const sms = await category('SMS', 3);
    for (let i = 1; i <= 7; i++) await template(email.id, { name: `Email ${i}` });
    await template(sms.id, { name: 'Text reminder', body: 'See you at {{first_name}}' });

    const first = (await call('GET', '/template/lists', token)).json();
    expect(first).toMatchObject({ total: 8, per_page: 6, last_page: 2, current_page: 1 });
    expect(first.data[0]).toMatchObject({ name: 'Text reminder', type: 'sms', is_content: 3 });
    expect(first.data[1].name).toBe('Email 7');

    const texts = (await call('GET', '/template/lists?type=sms', token)).json();
    expect(texts.data.map((t: { name: string }) => t.name)).toEqual(['Text reminder']);
    const found = (await call('GET', '/template/lists?search=email 3', token)).json();
    expect(found.data.map((t: { name: string }) => t.name)).toEqual(['Email 3']);
    const ofCategory = (await call('GET', `/template/${sms.id}/templates`, token)).json();
    expect(ofCategory).toMatchObject({ total: 1, category: { name: 'SMS', templates_count: 1 } });
    const picked = (await call('GET', '/template/template-list?type=email', token)).json();
    expect(picked.templates).toHaveLength(7);
    expect(picked.templates[0]).toEqual({
      id: expect.any(Number),
      name: 'Email 1',
      type: 'email',
      category_id: email.id,
      category_name: 'Email',
    });
  });

  it('edits, renames, duplicates and moves within its kind, and deletes', async () => {
    const { token, category, template } = await library();
    const email = await category('Email', 1);
    const other = await category('Other emails', 1);
    const sms = await category('SMS', 3);
    const t = await template(email.id, { name: 'Draft' });

    const edited = await call('PATCH', '/template/edit', token, {
      template_id: t.id,
      name: 'Welcome',
      subject: 'Welcome, {{first_name}}',
      body: '<p>Hi {{first_name}}</p>',
    });
    expect(edited.json()).toMatchObject({
      message: 'Template has been saved successfully!',
      template: { name: 'Welcome', subject: 'Welcome, {{first_name}}' },
    });
    const unknown = await call('PATCH', '/template/edit', token, {
      template_id: t.id,
      name: 'Welcome',
      body: 'Hi {{nickname}}',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.body).toEqual([
      '{{nickname}} is not a personalization token. Pick one from the list of tokens.',
    ]);

    const renamed = await call('PATCH', '/template/rename', token, {
      template_id: t.id,
      name: 'Hello',
    });
    expect(renamed.json().template.name).toBe('Hello');
    const copy = (await call('POST', '/template/duplicate', token, { template_id: t.id })).json();
    expect(copy).toMatchObject({
      message: 'Template has been duplicated successfully!',
      template: { name: 'Hello (copy)', subject: 'Welcome, {{first_name}}', category_id: email.id },
    });

    const moved = await call('PATCH', '/template/change-category', token, {
      template_id: t.id,
      category_id: other.id,
    });
    expect(moved.json().template).toMatchObject({
      category_id: other.id,
      category_name: 'Other emails',
    });
    const toSms = await call('PATCH', '/template/change-category', token, {
      template_id: t.id,
      category_id: sms.id,
    });
    expect(toSms.statusCode).toBe(422);
    expect(toSms.json().errors.category_id).toEqual(['Choose a category of email templates.']);

    const removed = await call('DELETE', '/template/delete', token, { template_id: t.id });
    expect(removed.json()).toEqual({
      status: 1,
      message: 'Template has been deleted successfully!',
    });
    expect(
      (await call('DELETE', '/template/delete', token, { template_id: t.id })).statusCode,
    ).toBe(404);
  });

  it('keeps an SMS to ten segments and no subject', async () => {
    const { token, category, template } = await library();
    const sms = await category('SMS', 3);
    const long = await call('POST', '/template/create', token, {
      category_id: sms.id,
      name: 'Long',
      body: 'x'.repeat(1_601),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.body).toEqual(['The body may not be greater than 1600 characters.']);
    const kept = await template(sms.id, { name: 'Short', subject: 'Ignored', body: 'Hi' });
    expect(kept).toMatchObject({ type: 'sms', subject: '' });
  });

  it('answers 403 to staff without the templates permission', async () => {
    const { token, account, category } = await library();
    await category('Email', 1);
    const staff = await buildStaff(deps, account.id);
    const staffToken = await tokenFor(deps, staff.id);
    expect((await call('GET', '/template/lists', staffToken)).statusCode).toBe(403);
    const viewer = await buildStaff(deps, account.id, {
      permissions: { templates: { view: true } },
    });
    const viewerToken = await tokenFor(deps, viewer.id);
    expect((await call('GET', '/template/lists', viewerToken)).statusCode).toBe(200);
    const create = await call('POST', '/template/create-category', viewerToken, {
      name: 'Mine',
      is_content: 1,
    });
    expect(create.statusCode).toBe(403);
    expect((await call('GET', '/template/lists', token)).statusCode).toBe(200);
  });
});

describe('POST template/send-to-contact', () => {
  it('queues an email template, personalized, delivers it and logs it', async () => {
    const { token, accountId, category, template } = await library();
    const contact = await buildContact(deps, { accountId, firstName: 'Dana' });
    const email = await category('Email', 1);
    const t = await template(email.id, {
      name: 'Welcome',
      subject: 'Welcome, {{first_name}}',
      body: '<p>Hi {{first_name}}, glad you are here.</p>',
    });
    const res = await call('POST', '/template/send-to-contact', token, {
      template_id: t.id,
      contact_id: contact.id,
    });
    expect(res.json()).toMatchObject({
      status: 1,
      message: 'Email has been sent successfully!',
      log: { status: 'queued', subject: 'Welcome, Dana', to: contact.email },
    });

    await deliverSend(deps, res.json().log.id);
    const [mail] = await deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, contact.email!));
    expect(mail?.subject).toBe('Welcome, Dana');
    expect(mail?.html).toContain('Hi Dana, glad you are here.');

    const logs = (await call('GET', `/template/template-logs?template_id=${t.id}`, token)).json();
    expect(logs).toMatchObject({
      total: 1,
      data: [
        {
          template_id: t.id,
          template_name: 'Welcome',
          type: 'email',
          log: { status: 'sent', to: contact.email, contact_id: contact.id },
        },
      ],
    });
    const listed = (await call('GET', '/template/lists', token)).json().data[0];
    expect(listed).toMatchObject({ sends_count: 1, last_sent_at: expect.any(String) });
    // Logs of all templates, and a message deleted from the contact's log shows without it.
    await call('DELETE', `/contact/${contact.id}/delete-email-logs`, token, {});
    const after = (await call('GET', '/template/template-logs', token)).json();
    expect(after.data[0]).toMatchObject({ template_id: t.id, log: null });
  });

  it('texts an SMS template through the SMS provider', async () => {
    const { token, accountId, category, template } = await library();
    const contact = await buildContact(deps, {
      accountId,
      firstName: 'Sam',
      number: '+16175550142',
    });
    const sms = await category('SMS', 3);
    const t = await template(sms.id, { name: 'Reminder', body: 'See you at 6, {{first_name}}!' });
    const res = await call('POST', '/template/send-to-contact', token, {
      template_id: t.id,
      contact_id: contact.id,
    });
    expect(res.json()).toMatchObject({ status: 1, message: 'SMS has been sent successfully!' });
    await deliverSend(deps, res.json().log.id);
    const [kept] = await deps.db.select().from(smsOutbox).where(eq(smsOutbox.to, contact.number!));
    expect(kept?.body).toBe('See you at 6, Sam!');
  });

  it('answers status 0 with the reason when it cannot send', async () => {
    const { token, accountId, category, template } = await library();
    const contact = await buildContact(deps, { accountId });
    const noEmail = await buildContact(deps, { accountId, email: null });
    const send = async (templateId: number, contactId = contact.id) =>
      (
        await call('POST', '/template/send-to-contact', token, {
          template_id: templateId,
          contact_id: contactId,
        })
      ).json();
    const email = await category('Email', 1);
    const voice = await category('Scripts', 4);
    const content = await category('Pages', 2);
    const empty = await template(email.id, { name: 'Empty' });
    const noSubject = await template(email.id, { name: 'No subject', body: '<p>Hi</p>' });
    const ready = await template(email.id, { name: 'Ready', subject: 'Hi', body: '<p>Hi</p>' });

    expect(await send(empty.id)).toEqual({
      status: 0,
      message: 'Write the template before sending it.',
    });
    expect(await send(noSubject.id)).toEqual({
      status: 0,
      message: 'Give the email a subject before sending it.',
    });
    expect(await send((await template(voice.id, { name: 'Call', body: 'Hello' })).id)).toEqual({
      status: 0,
      message: 'Voice templates are scripts to read out; they cannot be sent to a contact.',
    });
    expect((await send((await template(content.id, { name: 'Page', body: 'x' })).id)).status).toBe(
      0,
    );
    // Messaging's refusal (status -1 for email) is passed on as status 0.
    expect(await send(ready.id, noEmail.id)).toEqual({
      status: 0,
      message: 'This contact has no email address.',
    });
    expect((await call('GET', '/template/template-logs', token)).json().total).toBe(0);
  });
});

describe('POST template/add-broadcasts-draft', () => {
  it('copies an email template into a draft and counts it on the template', async () => {
    const { token, category, template } = await library();
    const email = await category('Email', 1);
    const sms = await category('SMS', 3);
    const t = await template(email.id, { name: 'News', subject: 'News', body: '<p>News</p>' });
    const res = await call('POST', '/template/add-broadcasts-draft', token, { template_id: t.id });
    expect(res.json()).toMatchObject({
      status: 1,
      message: 'Template has been added to your broadcast drafts!',
      draft: { template_id: t.id, subject: 'News' },
    });
    expect((await call('GET', '/template/lists', token)).json().data[0].drafts_count).toBe(1);
    // The draft is a broadcast saved as a draft, named after the template.
    const drafts = await call('GET', '/broadcast/list?type=saved', token);
    expect(drafts.json().data).toMatchObject([
      {
        id: res.json().draft.id,
        title: 'News',
        subject: 'News',
        body: '<p>News</p>',
        template_id: t.id,
      },
    ]);
    const text = await template(sms.id, { name: 'Text', body: 'Hi' });
    const refused = await call('POST', '/template/add-broadcasts-draft', token, {
      template_id: text.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.template_id).toEqual([
      'Only email templates can be added to broadcast drafts.',
    ]);
  });
});
