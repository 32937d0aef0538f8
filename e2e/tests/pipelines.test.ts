import { contactEndpoints } from '@coachline/contract/contacts';
import { pipelineEndpoints, pipelineMessages } from '@coachline/contract/pipelines';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { runId } from '../support/contacts';
import { screenshotBothWidths } from '../support/screenshots';

// A coach works a sales pipeline: two leads wait in its first stage. They drag one to the next
// stage with the mouse, which the server keeps, and move the other from the keyboard.

const toastSays = (page: Page, message: string) => page.getByText(message).first().waitFor();

/** The names of the cards in a stage's column, top first. */
const cardsIn = (page: Page, stage: string) =>
  page
    .getByRole('list', { name: `Contacts in ${stage}` })
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));

const announced = (page: Page, text: string) => page.getByText(text).waitFor({ state: 'attached' });

/**
 * Drags with the mouse as a person does: press, move past the drag's start, move over the
 * target, and release once the board says what the card is over (it follows the pointer a
 * frame behind).
 */
async function drag(page: Page, from: Locator, to: Locator, over: string) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('Nothing to drag from or to');
  const x = a.x + a.width / 2;
  const y = a.y + a.height - 12;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 12, y, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
  await announced(page, over);
  await page.mouse.up();
}

describe('pipelines', () => {
  const browser = useBrowser();

  it('a coach moves leads through the stages with the mouse and the keyboard', async () => {
    const owner = await registerOwner('pipelines');
    const { token } = owner;
    const id = runId('pipelines');
    const name = `Spring leads ${id}`;
    const ann = `Ann ${id}`;
    const bob = `Bob ${id}`;
    const contacts = [];
    for (const first of ['Ann', 'Bob'])
      contacts.push(
        await api(contactEndpoints.save, {
          token,
          body: {
            first_name: first,
            last_name: id,
            email: `${first.toLowerCase()}-${id}@example.com`,
          },
        }),
      );
    const { pipeline } = await api(pipelineEndpoints.create, {
      token,
      body: { name, category: 'sales', stages: ['New lead', 'Consult booked', 'Won'] },
    });
    await api(pipelineEndpoints.contactsAdd, {
      token,
      params: { pipeline: pipeline.id },
      body: { contact_ids: contacts.map((c) => c.contact.id) },
    });

    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, owner.email, owner.password);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Pipelines' })
      .click();
    await waitForPath(page, '/pipelines');
    const item = page.getByRole('listitem', { name });
    await item.getByText('2 contacts', { exact: false }).waitFor();
    await expectAccessible(page, 'The pipelines list');
    await item.getByRole('link', { name: `Open board of ${name}` }).click();
    await waitForPath(page, `/pipelines/${pipeline.id}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page
      .getByRole('list', { name: 'Contacts in New lead' })
      .getByRole('article', { name: ann })
      .waitFor();
    expect((await cardsIn(page, 'New lead')).sort()).toEqual([ann, bob].sort());
    await expectAccessible(page, 'The pipeline board');

    // Ann dragged with the mouse to the empty second column.
    await drag(
      page,
      page.getByRole('article', { name: ann }),
      page.getByRole('region', { name: 'Consult booked' }),
      `${ann} is over Consult booked, at the bottom.`,
    );
    await toastSays(page, pipelineMessages.stageChanged('Consult booked'));
    expect(await cardsIn(page, 'Consult booked')).toEqual([ann]);
    await page.reload();
    await page
      .getByRole('list', { name: 'Contacts in Consult booked' })
      .getByRole('article', { name: ann })
      .waitFor();
    expect(await cardsIn(page, 'New lead')).toEqual([bob]);

    // Bob moved from the keyboard: his card's menu, then "Move to stage…".
    await page.getByRole('button', { name: `Actions for ${bob}` }).focus();
    await page.keyboard.press('Enter');
    const moveItem = page.getByRole('menuitem', { name: 'Move to stage…' });
    await moveItem.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Move ${bob}` });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Stage' }).focus();
    await page.keyboard.type('Won');
    await page.getByRole('option', { name: 'Won' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Won' }).waitFor({ state: 'hidden' });
    await expectAccessible(page, 'Moving a card to another stage');
    await dialog.getByRole('button', { name: 'Move' }).press('Enter');
    await toastSays(page, pipelineMessages.stageChanged('Won'));
    await page
      .getByRole('list', { name: 'Contacts in Won' })
      .getByRole('article', { name: bob })
      .waitFor();

    // Ann dragged from the keyboard: Space on her handle, the arrow to the next stage, Space,
    // each step heard as it is announced.
    await page.getByRole('button', { name: `Move ${ann}` }).focus();
    await page.keyboard.press('Space');
    await announced(page, `${ann} is over Consult booked, place 1 of 1.`);
    await page.keyboard.press('ArrowRight');
    await announced(page, `${ann} is over Won, place 1 of 1.`);
    await page.keyboard.press('Space');
    await toastSays(page, pipelineMessages.stageChanged('Won'));
    await page
      .getByRole('list', { name: 'Contacts in Won' })
      .getByRole('article', { name: ann })
      .waitFor();

    // A card opened: its notes and moves.
    await page.getByRole('button', { name: `Open ${bob}` }).click();
    const drawer = page.getByRole('dialog', { name: bob });
    await drawer.getByRole('textbox', { name: /^Notes/ }).fill('Prefers evenings');
    await drawer.getByRole('button', { name: 'Save notes' }).click();
    await toastSays(page, pipelineMessages.notesSaved);
    await drawer
      .getByRole('list', { name: 'Moves of the contact' })
      .getByText('New lead → Won')
      .waitFor();
    await expectAccessible(page, 'A card opened');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('article', { name: bob }).getByText('Prefers evenings').waitFor();

    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByRole('list', { name: 'History' }).getByText('Consult booked → Won').waitFor();
    await expectAccessible(page, 'The pipeline’s history');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByRole('table', { name: 'Each stage’s contacts, conversion and time' }).waitFor();
    await expectAccessible(page, 'The pipeline’s analytics');

    // The stages edited: the last renamed in place.
    await page.getByRole('tab', { name: 'Board' }).click();
    await page.getByRole('region', { name: 'Won' }).getByRole('article', { name: bob }).waitFor();
    // Taken once the board is worked: the resizes rebuild the page.
    await screenshotBothWidths(page, 'pipelines', 'board');
    await page.getByRole('button', { name: 'Edit stages' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit stages' });
    await editor.getByRole('textbox', { name: 'Name of stage 3' }).fill('Signed');
    await expectAccessible(page, 'Editing the stages');
    await editor.getByRole('button', { name: 'Save stages' }).click();
    await toastSays(page, pipelineMessages.stagesUpdated);
    await page
      .getByRole('region', { name: 'Signed' })
      .getByRole('article', { name: ann })
      .waitFor();

    // Ann's profile shows where she is.
    await page.goto(`/contact/${contacts[0]?.contact.id}/profile?section=pipelines`);
    const section = page.getByRole('tabpanel', { name: 'Pipelines' });
    const onPipeline = section.getByRole('listitem', { name });
    await onPipeline.getByRole('link', { name }).waitFor();
    expect(await onPipeline.getByRole('textbox', { name: `Stage on ${name}` }).inputValue()).toBe(
      'Signed',
    );
    await expectAccessible(page, 'A contact’s pipelines');

    const { data } = await api(pipelineEndpoints.stages, {
      token,
      params: { pipeline: pipeline.id },
    });
    expect(data.map((s) => [s.name, s.contacts_count])).toEqual([
      ['New lead', 0],
      ['Consult booked', 0],
      ['Signed', 2],
    ]);
  });
});
