import { contactEndpoints } from '@coachline/contract/contacts';
import { memberIdEndpoints } from '@coachline/contract/member-id';
import { scenarioEndpoints } from '@coachline/contract/scenarios';
import { describe, expect, it } from 'vitest';
import { api, registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { runId } from '../support/contacts';
import { phone, screenshotAsIs } from '../support/screenshots';

// A coach writes an onboarding scenario of two steps and assigns a new client; the client
// ticks the first step off on their phone and the coach sees their progress.

describe('onboarding scenarios', () => {
  const browser = useBrowser();

  it('a coach writes a scenario, and the client finishes a step of it on a phone', async () => {
    const owner = await registerOwner('scenarios');
    const { token } = owner;
    const id = runId('scenarios');
    const email = `nia-${id}@example.com`;
    const { setting } = await api(memberIdEndpoints.getSetting, { token });
    const account = setting.account_id;
    await api(contactEndpoints.save, {
      token,
      body: { first_name: 'Nia', last_name: `New${id}`, email, status: 'client' },
    }).then(({ contact }) =>
      api(contactEndpoints.updatePortalPassword, {
        token,
        params: { contact: contact.id },
        body: { password: 'portal-pass-1', password_confirmation: 'portal-pass-1' },
      }),
    );

    const coach = await browser.newPage();
    await coach.setViewportSize({ width: 1440, height: 900 });
    await signIn(coach, owner.email, owner.password);
    await coach
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Onboarding' })
      .click();
    await waitForPath(coach, '/scenarios');
    await coach.getByRole('button', { name: 'Create scenario' }).first().click();
    const create = coach.getByRole('dialog', { name: 'Create scenario' });
    await create.getByLabel(/^Scenario name/).fill(`Welcome ${id}`);
    await create.getByRole('button', { name: 'Create scenario' }).click();
    await coach.getByRole('heading', { name: `Welcome ${id}`, level: 1 }).waitFor();

    await coach.getByRole('button', { name: 'Add the first category' }).click();
    const category = coach.getByRole('dialog', { name: 'Add category' });
    await category.getByLabel(/^Category name/).fill('First week');
    await category.getByRole('button', { name: 'Add category' }).click();
    for (const title of ['Say hello', 'Book your first session']) {
      await coach.getByRole('button', { name: 'Add step to First week' }).click();
      const step = coach.getByRole('dialog', { name: 'Add step' });
      await step.getByLabel(/^Step title/).fill(title);
      await step.getByRole('button', { name: 'Add step' }).click();
      await coach.getByText(title).first().waitFor();
    }
    await expectAccessible(coach, 'A scenario’s steps');

    await coach.getByRole('tab', { name: 'Contacts' }).click();
    await coach.getByRole('button', { name: 'Assign contacts' }).first().click();
    const assign = coach.getByRole('dialog', { name: 'Assign contacts' });
    await assign.getByRole('textbox', { name: 'Contacts' }).fill(`New${id}`);
    await coach.getByRole('option', { name: new RegExp(`New${id}`) }).click();
    await assign.getByRole('button', { name: 'Assign' }).click();
    await coach.getByText(`Nia New${id}`).first().waitFor();

    // The client ticks the first step off in their portal.
    const client = await browser.newPage({ viewport: phone });
    await client.goto(`/portal/${account}`);
    await client.getByLabel('Email').fill(email);
    await client.getByLabel('Password').fill('portal-pass-1');
    await client.getByRole('button', { name: 'Sign in' }).click();
    await client.getByRole('link', { name: 'Onboarding' }).click();
    await client.getByText('0 of 2 steps done').first().waitFor();
    await client.getByRole('checkbox', { name: 'Say hello' }).click();
    await client.getByText('1 of 2 steps done').first().waitFor();
    await expectAccessible(client, 'The onboarding checklist on a phone');
    await screenshotAsIs(client, 'scenarios', 'checklist-phone');

    const { data } = await api(scenarioEndpoints.all, { token });
    const scenario = data.find((s) => s.name === `Welcome ${id}`)!;
    const contacts = await api(scenarioEndpoints.contacts, {
      token,
      params: { scenario: scenario.id },
    });
    expect(contacts.data.map((c) => c.completed_steps)).toEqual([1]);
  });
});
