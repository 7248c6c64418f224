import { type DesignDocument } from '../document/types';
import { isUnsubscribeLink } from '@/shared/sending/unsubscribe-tags';
import { checkLink, IMAGE_SOURCE_MESSAGE, isAllowedImageSource } from '../links/link-policy';
import { countTrackedLinks, MAX_TRACKED_LINKS } from '../links/tracked-links';
import { documentFacts, htmlFacts } from './content-facts';

/** Gmail shows only the first 102 KB of a message's HTML and hides the rest behind a link. */
export const GMAIL_CLIP_BYTES = 102 * 1024;

/** A Handlebars problem found by the code editor's validation (it owns the parsing). */
export interface HandlebarsIssue {
  line: number;
  message: string;
  /** In a design, the module whose text holds the problem (the line counts within that text). */
  moduleId?: string;
}

export type PreSendIssueKind =
  | 'no-unsubscribe'
  | 'missing-alt'
  | 'invalid-image'
  | 'empty-link'
  | 'invalid-link'
  | 'too-many-links'
  | 'html-too-large'
  | 'handlebars';

export interface PreSendIssue {
  kind: PreSendIssueKind;
  message: string;
  /** The module to go to; null when the issue is the whole email's. */
  moduleId: string | null;
  /** For Handlebars issues: the line of the HTML. */
  line?: number;
}

export const PRE_SEND_MESSAGES = {
  noUnsubscribe: 'This email has no unsubscribe link. Add an Unsubscribe module or a {{{unsubscribe}}} link.',
  missingAlt: 'This image has no alt text. Describe it for readers whose email shows no images.',
  tooManyLinks: (count: number) => `This email has ${count.toLocaleString('en-US')} links; click tracking follows at most ${MAX_TRACKED_LINKS.toLocaleString('en-US')}.`,
  htmlTooLarge: (bytes: number) => `This email's HTML is ${(bytes / 1024).toFixed(1)} KB; Gmail clips messages over 102 KB.`,
  handlebars: (issue: HandlebarsIssue) => `Line ${issue.line}: ${issue.message}`,
};

export interface PreSendInput {
  /** The design, when there is one; a code design has only its HTML. */
  document?: DesignDocument | null;
  /** The rendered (or hand-written) HTML that would be sent. */
  html: string;
  handlebarsIssues?: readonly HandlebarsIssue[];
}

/**
 * What would hurt delivery, each pointing to its module. Pure: the same input gives the same list,
 * in reading order, whole-email issues first.
 */
export function runPreSendChecks({ document, html, handlebarsIssues = [] }: PreSendInput): PreSendIssue[] {
  const facts = document ? documentFacts(document) : htmlFacts(html, null);
  const issues: PreSendIssue[] = [];

  if (!facts.links.some((link) => isUnsubscribeLink(link.href))) {
    issues.push({ kind: 'no-unsubscribe', message: PRE_SEND_MESSAGES.noUnsubscribe, moduleId: null });
  }
  const bytes = new TextEncoder().encode(html).length;
  if (bytes > GMAIL_CLIP_BYTES) issues.push({ kind: 'html-too-large', message: PRE_SEND_MESSAGES.htmlTooLarge(bytes), moduleId: null });
  const tracked = countTrackedLinks(facts.links.map((link) => link.href));
  if (tracked > MAX_TRACKED_LINKS) issues.push({ kind: 'too-many-links', message: PRE_SEND_MESSAGES.tooManyLinks(tracked), moduleId: null });

  for (const { moduleId, src, alt } of facts.images) {
    if (!isAllowedImageSource(src)) issues.push({ kind: 'invalid-image', message: IMAGE_SOURCE_MESSAGE, moduleId });
    if (!alt?.trim()) issues.push({ kind: 'missing-alt', message: PRE_SEND_MESSAGES.missingAlt, moduleId });
  }
  for (const { moduleId, href } of facts.links) {
    const verdict = checkLink(href);
    if (verdict.ok) continue;
    issues.push({ kind: verdict.problem === 'empty' ? 'empty-link' : 'invalid-link', message: verdict.message, moduleId });
  }
  return [...issues, ...handlebarsPreSendIssues(handlebarsIssues)];
}

/** The Handlebars issues as pre-send issues (last in the list): apart, so the panel re-checks the HTML only when it changes. */
export const handlebarsPreSendIssues = (handlebarsIssues: readonly HandlebarsIssue[]): PreSendIssue[] =>
  handlebarsIssues.map((issue) => ({ kind: 'handlebars', message: PRE_SEND_MESSAGES.handlebars(issue), moduleId: issue.moduleId ?? null, line: issue.line }));
