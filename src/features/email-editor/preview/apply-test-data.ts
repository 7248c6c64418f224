import { PRE_SEND_MESSAGES } from '../checks/pre-send-checks';
import { findHandlebarsIssues } from '@/shared/handlebars/template-issues';
import { renderTemplate } from '@/shared/handlebars/render-template';
import type { TestData } from './test-data';

export interface SubstitutedHtml {
  html: string;
  /** Why the test data could not be applied (the HTML is then shown as it is). */
  problem?: string;
}

/**
 * The email with the test data's values in its Handlebars tags, as the preview shows it. Without test
 * data (none typed, or not valid JSON) the tags show as written.
 */
export function applyTestData(html: string, testData: TestData): SubstitutedHtml {
  if (testData.status !== 'valid') return { html };
  const [issue] = findHandlebarsIssues(html);
  if (issue) return { html, problem: `The template has a Handlebars issue, so the test data is not applied. ${PRE_SEND_MESSAGES.handlebars(issue)}` };
  try {
    return { html: renderTemplate(html, testData.data) };
  } catch (error) {
    return { html, problem: `The test data could not be applied: ${error instanceof Error ? error.message : String(error)}` };
  }
}
