import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

// What a user of assistive technology cannot get past; moderate and minor findings are advice.
const blocking = new Set(['critical', 'serious']);

/** One line per violation: the rule, what it asks and where it fails. */
const describeViolation = (violation: Result): string =>
  [
    `${violation.impact} ${violation.id}: ${violation.help}`,
    ...violation.nodes
      .slice(0, 5)
      .map(
        (node) => `    at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
  ].join('\n');

/**
 * Checks the page as it stands with axe-core (WCAG 2.1 A and AA and axe's best practices) and
 * fails on any critical or serious violation, naming the rule and the elements. Call it once the
 * screen has rendered what is to be checked: a modal open, a form with its errors.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Evaluated through the DevTools protocol, which the page's script policy does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const settleAndRun = async () => {
    // Animations (a modal sliding in, a fading toast) are finished first: half-transparent
    // text would be measured at the wrong contrast.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          // A spinner or skeleton shimmer runs for ever; it has no text to measure.
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => null)),
      ),
    );
    return page.evaluate(() =>
      (window as unknown as { axe: { run: (options: object) => Promise<AxeResults> } }).axe.run({
        resultTypes: ['violations'],
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
        },
      }),
    );
  };
  let results = await settleAndRun();
  // A toast that begins to fade while axe measures reads half-transparent: what fails is asked
  // again once that animation is done too, and only what fails twice is a violation.
  if (results.violations.some((v) => blocking.has(v.impact ?? ''))) results = await settleAndRun();
  const violations = results.violations.filter((v) => blocking.has(v.impact ?? ''));
  if (violations.length > 0) {
    throw new Error(
      `${screen} (${page.url()}) has ${violations.length} accessibility violation(s):\n${violations
        .map(describeViolation)
        .join('\n')}`,
    );
  }
}
