// Accessibility checks with axe-core (WCAG 2.0/2.1 A and AA rules).
import { AxeBuilder } from '@axe-core/playwright';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export function formatViolations(violations) {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `      - ${node.target.join(' ')}${node.failureSummary ? `\n        ${node.failureSummary.replace(/\n/g, '\n        ')}` : ''}`);
      return `  • ${violation.id} [${violation.impact ?? 'n/a'}] ${violation.help}\n    ${violation.helpUrl}\n${targets.join('\n')}`;
    })
    .join('\n');
}

/**
 * Waits for the page's finite animations (a dialog fading in) to end: axe run mid-animation measures
 * blended colours. Infinite ones (spinners) never end, so they are left out.
 */
export const animationsSettled = (page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/**
 * Frames whose sandbox forbids scripts hold the marketer's email, not our interface, and axe cannot run in
 * them: @axe-core/playwright's injection there never answers and analyze() hangs for minutes. They are
 * always left out (their titles are asserted by the specs that open them).
 */
const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';
const AXE_LIMIT_MS = 60_000;

function withinLimit(promise, label) {
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`axe did not finish on ${label} within ${AXE_LIMIT_MS / 1000} s`)), AXE_LIMIT_MS);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/**
 * Runs axe on the page as it is now and throws a readable list of violations (id, impact, help, targets).
 * Options: include/exclude (CSS selectors), disableRules (rule ids) — use sparingly and say why.
 */
export async function expectNoAxeViolations(page, label, { include = [], exclude = [], disableRules = [] } = {}) {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of include) builder = builder.include(selector);
  for (const selector of [SCRIPTLESS_FRAMES, ...exclude]) builder = builder.exclude(selector);
  if (disableRules.length) builder = builder.disableRules(disableRules);
  const { violations } = await withinLimit(builder.analyze(), label);
  if (violations.length) {
    throw new Error(`axe found ${violations.length} accessibility violation(s) on ${label} (${page.url()}):\n${formatViolations(violations)}`);
  }
}
