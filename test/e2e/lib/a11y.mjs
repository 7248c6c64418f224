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
 * Runs axe on the page as it is now and throws a readable list of violations (id, impact, help, targets).
 * Options: include/exclude (CSS selectors), disableRules (rule ids) — use sparingly and say why.
 */
export async function expectNoAxeViolations(page, label, { include = [], exclude = [], disableRules = [] } = {}) {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of include) builder = builder.include(selector);
  for (const selector of exclude) builder = builder.exclude(selector);
  if (disableRules.length) builder = builder.disableRules(disableRules);
  const { violations } = await builder.analyze();
  if (violations.length) {
    throw new Error(`axe found ${violations.length} accessibility violation(s) on ${label} (${page.url()}):\n${formatViolations(violations)}`);
  }
}
