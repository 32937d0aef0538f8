import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { authEndpoints } from '@coachline/contract/auth';
import {
  type Contact,
  contactEndpoints,
  type contactListQuery,
  type contactSaveBody,
} from '@coachline/contract/contacts';
import { type Group, groupEndpoints } from '@coachline/contract/groups';
import { type Tag, tagEndpoints } from '@coachline/contract/tags';
import type { Download, Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, expect } from 'vitest';
import type { z } from 'zod';
import { api, apiLogin, demo, demoPassword } from './accounts';

// Contacts of the demo workspace, made by each test for itself: every name and address carries
// a run id no other test (and no demo contact) has, so a search for it finds only these.

type ContactSaveInput = z.input<typeof contactSaveBody>;
type ContactListInput = z.input<typeof contactListQuery>;

/** Lower-case letters and digits, unique per call: safe inside names, emails and searches. */
export function runId(label: string): string {
  return `${label}${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

/**
 * A signed-in API session of the demo owner for each test (Demo Fitness, the location the
 * browser lands on), signed out again afterwards.
 */
export function useOwnerApi() {
  let token: string | undefined;
  beforeEach(async () => {
    token = await apiLogin(demo.owner, demoPassword);
  });
  afterEach(async () => {
    if (token) await api(authEndpoints.logout, { token }).catch(() => undefined);
    token = undefined;
  });
  const current = () => {
    if (!token) throw new Error('useOwnerApi(): no session yet');
    return token;
  };

  return {
    async createContact(body: ContactSaveInput): Promise<Contact> {
      return (await api(contactEndpoints.save, { token: current(), body })).contact;
    },
    async createTag(name: string): Promise<Tag> {
      return (await api(tagEndpoints.create, { token: current(), body: { name, tag_type: 1 } }))
        .tag;
    },
    async createGroup(name: string, contactIds: number[]): Promise<Group> {
      return (
        await api(groupEndpoints.create, {
          token: current(),
          body: { name, contact_ids: contactIds },
        })
      ).group;
    },
    async fetchContact(id: number): Promise<Contact> {
      return (await api(contactEndpoints.fetch, { token: current(), params: { contact: id } }))
        .contact;
    },
    /** GET contact/list with the given filter (100 a page). */
    list(query: ContactListInput) {
      return api(contactEndpoints.list, { token: current(), query: { per_page: 100, ...query } });
    },
    async notes(id: number) {
      const page = await api(contactEndpoints.notes, {
        token: current(),
        params: { contact: id },
        query: { per_page: 50 },
      });
      return page.data;
    },
    async preferences() {
      return (await api(contactEndpoints.preferences, { token: current() })).preferences;
    },
  };
}

/** Opens the contact centre with a list state in its address, as a bookmark would. */
export async function openContacts(page: Page, query: Record<string, string> = {}) {
  const params = new URLSearchParams(query).toString();
  await page.goto(`/contacts${params ? `?${params}` : ''}`);
  await page.getByRole('heading', { name: 'Contacts', level: 1 }).waitFor();
}

/** The table of the contact centre (desktop widths). */
export const contactTable = (page: Page): Locator =>
  page.getByRole('region', { name: 'Contacts table' });

/**
 * The contacts the table shows, in order, by each row's name; waits for the table to settle
 * first (a loading table shows placeholder rows only).
 */
export async function shownContacts(page: Page): Promise<string[]> {
  const table = contactTable(page);
  if ((await table.getAttribute('aria-busy')) === 'true') return ['(loading)'];
  return table
    .getByRole('grid', { name: 'Contacts' })
    .locator('tbody > tr[aria-label]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label') ?? ''));
}

/** The "N contacts" line above the table. */
export async function shownTotal(page: Page): Promise<string> {
  return (await page.getByText(/^[\d,]+ contacts?$/).textContent())?.trim() ?? '';
}

/**
 * Picks one option of a searchable select or multi-select by typing it, then leaves the
 * field with Tab, which closes its dropdown (a multi-select keeps it open after a pick).
 */
export async function pickOption(page: Page, input: Locator, option: string) {
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await input.press('Tab');
  await page.getByRole('option', { name: option, exact: true }).waitFor({ state: 'hidden' });
}

/** Waits for a download started by `action` and answers its file name and text. */
export async function downloadText(
  page: Page,
  action: () => Promise<void>,
): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  return { name: download.suggestedFilename(), text: await textOf(download) };
}

async function textOf(download: Download): Promise<string> {
  const failure = await download.failure();
  if (failure) throw new Error(`the download failed: ${failure}`);
  const path = await download.path();
  return readFile(path, 'utf8');
}

/** RFC 4180 CSV (quoted cells, doubled quotes, CRLF or LF) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** CSV rows as records keyed by the header row. */
export function csvRecords(text: string): { header: string[]; records: Record<string, string>[] } {
  const [header = [], ...rows] = parseCsv(text);
  return {
    header,
    records: rows.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']))),
  };
}

/** Polls until the table shows exactly `names` in this order. */
export async function expectShown(page: Page, names: string[]) {
  await expect.poll(() => shownContacts(page), { message: 'contacts in the table' }).toEqual(names);
}
