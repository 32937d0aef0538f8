import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, expect } from 'vitest';
import { api, apiLogin, demo, demoPassword } from './accounts';

// Contacts of the demo workspace, made by each test for itself: every name and address carries
// a run id no other test (and no demo contact) has, so a search for it finds only these.

export type ContactRow = {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string | null;
  number: string | null;
  status: string;
  starred: boolean;
  temperature: 'cold' | 'warm' | 'hot' | null;
  tags: { id: number; name: string }[];
};

type ListPage<T> = { data: T[]; total: number; current_page: number; last_page: number };

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
    if (token) await api('POST', 'auth/logout', { token }).catch(() => undefined);
    token = undefined;
  });
  const current = () => {
    if (!token) throw new Error('useOwnerApi(): no session yet');
    return token;
  };

  return {
    async createContact(body: {
      first_name?: string;
      last_name?: string;
      email?: string;
      number?: string;
      status?: string;
      starred?: boolean;
      temperature?: 'cold' | 'warm' | 'hot';
      tags?: string[];
    }): Promise<ContactRow> {
      const res = await api<{ contact: ContactRow }>('POST', 'contact/save', {
        token: current(),
        body,
      });
      return res.contact;
    },
    async createTag(name: string): Promise<{ id: number; name: string }> {
      const res = await api<{ tag: { id: number; name: string } }>('POST', 'tag/create', {
        token: current(),
        body: { name, tag_type: 1 },
      });
      return res.tag;
    },
    async fetchContact(id: number): Promise<ContactRow> {
      return (
        await api<{ contact: ContactRow }>('GET', `contact/${id}/fetch`, { token: current() })
      ).contact;
    },
    /** GET contact/list with the given filter (100 a page). */
    async list(query: Record<string, string | number>): Promise<ListPage<ContactRow>> {
      const params = new URLSearchParams({ per_page: '100' });
      for (const [k, v] of Object.entries(query)) params.set(k, String(v));
      return api<ListPage<ContactRow>>('GET', `contact/list?${params}`, { token: current() });
    },
    async notes(id: number): Promise<{ body: string }[]> {
      return (
        await api<ListPage<{ body: string }>>('GET', `contact/${id}/notes?per_page=50`, {
          token: current(),
        })
      ).data;
    },
    async preferences(): Promise<Record<string, boolean>> {
      return (
        await api<{ preferences: Record<string, boolean> }>('GET', 'user/contact-preferences', {
          token: current(),
        })
      ).preferences;
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
 * The contacts the table shows, in order, by the name in each row's profile link; waits for
 * the table to settle first (a loading table shows placeholder rows only).
 */
export async function shownContacts(page: Page): Promise<string[]> {
  const table = contactTable(page);
  if ((await table.getAttribute('aria-busy')) === 'true') return ['(loading)'];
  return table
    .getByRole('link', { name: /^Open profile of / })
    .evaluateAll((links) =>
      links.map((l) => (l.getAttribute('aria-label') ?? '').replace(/^Open profile of /, '')),
    );
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
