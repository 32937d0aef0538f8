import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { expectAccessible } from './axe';

// The system Chromium only: tests never download a browser.
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

/** Where screenshots of failed tests go. */
export const failureDir = join(tmpdir(), 'coachline-e2e-failures');

export const baseUrl = (): string => inject('baseUrl');

export function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromePath)) {
    throw new Error(
      `No Chromium at ${chromePath}: install it (Debian: apt-get install chromium) or set CHROME_PATH`,
    );
  }
  return chromium.launch({ executablePath: chromePath, headless: true, args: chromeArgs });
}

type Opened = { context: BrowserContext; page: Page; problems: string[] };

/**
 * One browser per test file and a fresh context (its own storage, so its own session) per
 * page. A failed test leaves a screenshot and the page's console errors behind.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  let opened: Opened[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterEach(async ({ task }) => {
    const current = opened;
    opened = [];
    // Every screen a test leaves a page on is checked for accessibility too.
    let inaccessible: unknown;
    if (task.result?.state !== 'fail') {
      for (const { page } of current) {
        if (page.isClosed()) continue;
        await page.waitForLoadState();
        await expectAccessible(page, `The end of "${task.name}"`).catch((error: unknown) => {
          inaccessible ??= error;
        });
      }
    }
    if (task.result?.state === 'fail' || inaccessible) {
      mkdirSync(failureDir, { recursive: true });
      const slug = task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
      for (const [i, { page, problems }] of current.entries()) {
        const file = join(failureDir, `${slug}-${i}.png`);
        await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        writeFileSync(`${file}.txt`, [`url: ${page.url()}`, ...problems].join('\n'));
        console.error(`e2e: "${task.name}" failed on ${page.url()}; screenshot ${file}`);
      }
    }
    await Promise.all(current.map(({ context }) => context.close()));
    if (inaccessible) throw inaccessible;
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      if (!browser) throw new Error('useBrowser(): the browser is not launched yet');
      const context = await browser.newContext({ baseURL: baseUrl(), ...options });
      context.setDefaultTimeout(20_000);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
      });
      opened.push({ context, page, problems });
      return page;
    },
  };
}

export const pathOf = (page: Page): string => new URL(page.url()).pathname;

/** Waits until the app has navigated to `path` (client-side navigations included). */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/** Fills and submits the sign-in form, as a person does. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  if (pathOf(page) !== '/login') await page.goto('/login');
  // The address changes before a lazily loaded page renders: wait for the form itself.
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the UI and waits for the landing page (the contacts list by default). */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  landing = '/contacts',
): Promise<void> {
  await submitSignIn(page, email, password);
  await waitForPath(page, landing);
}

/** The profile dropdown in the shell's header. */
export async function openProfileMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menu').waitFor();
}
