// Lighthouse scores of the built app: `node bench/lighthouse.mjs` after `npm run build`.
// The sign-in page and the contact list (signed in as the demo owner through the sign-in form),
// with Lighthouse's default mobile preset (a mid-range phone on a slow 4G link, simulated),
// against the app on 127.0.0.1 only, driving the system Chromium (CHROME_PATH, else
// /usr/bin/chromium). Scores are printed with their targets, never asserted.
//
//   LIGHTHOUSE_RUNS=3   runs per page; the median score of each category is reported
// @ts-check
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startApp } from '../scripts/app-process.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

/** @type {Array<{ id: 'performance' | 'accessibility' | 'best-practices', target: number }>} */
const categories = [
  { id: 'performance', target: 90 },
  { id: 'accessibility', target: 100 },
  { id: 'best-practices', target: 95 },
];

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Signs the demo owner in through the form, as a person does; the session stays in the
 * browser's storage for the pages measured after.
 * @param {import('puppeteer-core').Page} page
 * @param {string} baseUrl
 */
async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[name="email"]').fill('owner@example.com');
  await page.locator('input[name="password"]').fill('coachline-demo');
  await page.locator('button[type="submit"]').click();
  await page.waitForFunction("location.pathname === '/contacts'");
}

/**
 * @param {import('puppeteer-core').Page} page
 * @param {string} url
 * @param {number} [attempt]
 * @returns {Promise<{ scores: Record<string, number>, missed: string[], metrics: Record<string, number | undefined>, finalUrl: string }>}
 */
async function audit(page, url, attempt = 1) {
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories.map((c) => c.id),
      // The signed-in page needs the session the sign-in left in the browser's storage.
      disableStorageReset: true,
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // Chromium now and then loses the trace's navigation start: that run says nothing of the
  // page, and the same audit again does.
  if (lhr.runtimeError?.code === 'NO_NAVSTART' && attempt < 3) return audit(page, url, attempt + 1);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (process.env.LIGHTHOUSE_DUMP)
    writeFileSync(
      `${process.env.LIGHTHOUSE_DUMP}-${url.replace(/\W+/g, '_')}.json`,
      JSON.stringify(lhr),
    );
  const scores = Object.fromEntries(
    categories.map(({ id }) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  // What kept a category under its target, for the reader of the figures.
  const missed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
    .map((a) => a.id);
  const metrics = {
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue,
  };
  return { scores, missed, metrics, finalUrl: lhr.finalDisplayedUrl };
}

async function main() {
  const load1 = () => loadavg()[0]?.toFixed(2) ?? '?';
  console.log(
    `Lighthouse, mobile preset, ${runs} run(s) per page; load average before: ${load1()}`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'coachline-lighthouse-'));
  const app = await startApp({ env: { DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' } });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    /** @type {Record<string, Awaited<ReturnType<typeof audit>>[]>} */
    const results = { '/login': [], '/contacts': [] };
    for (let i = 0; i < runs; i++)
      results['/login']?.push(await audit(page, `${app.baseUrl}/login`));
    await signIn(page, app.baseUrl);
    for (let i = 0; i < runs; i++)
      results['/contacts']?.push(await audit(page, `${app.baseUrl}/contacts`));

    for (const [path, list] of Object.entries(results)) {
      const landed = list.map((r) => new URL(r.finalUrl).pathname);
      if (landed.some((p) => p !== path)) throw new Error(`${path} ended on ${landed.join(', ')}`);
      console.log(`\n${path}`);
      for (const { id, target } of categories) {
        const values = list.map((r) => r.scores[id] ?? 0);
        const score = median(values);
        const verdict = score >= target ? 'ok' : 'MISSED';
        console.log(
          `  ${id.padEnd(15)} ${String(score).padStart(3)}  (runs ${values.join(', ')})  target >= ${target}  ${verdict}`,
        );
      }
      const last = list[list.length - 1];
      if (last) {
        const m = last.metrics;
        console.log(
          `  FCP ${Math.round(m.fcpMs ?? 0)} ms, LCP ${Math.round(m.lcpMs ?? 0)} ms, TBT ${Math.round(m.tbtMs ?? 0)} ms, CLS ${(m.cls ?? 0).toFixed(3)}`,
        );
        if (last.missed.length > 0)
          console.log(`  audits below full marks: ${last.missed.join(', ')}`);
      }
    }
    console.log(`\nload average after: ${load1()}`);
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      join(root, 'bench/results/lighthouse.json'),
      `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`,
    );
  } finally {
    await browser.disconnect();
    chrome.kill();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
