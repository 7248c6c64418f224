import { type DesignDocument } from '../document/types';
import { foreignMergeTag, foreignUnsubscribeTag, isUnsubscribeLink, looksLikeUnsubscribePage } from '@/shared/sending/unsubscribe-tags';
import { checkLink, IMAGE_SOURCE_MESSAGE, isAllowedImageSource } from '../links/link-policy';
import { countTrackedLinks, MAX_TRACKED_LINKS } from '../links/tracked-links';
import { documentFacts, htmlFacts, type LinkFact } from './content-facts';

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
  | 'foreign-unsubscribe'
  | 'missing-alt'
  | 'placeholder-alt'
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
  placeholderAlt: (alt: string) => `This image's alt text “${alt}” looks like a placeholder or a file name. Describe the image, or write alt="" if it is decorative.`,
  foreignUnsubscribe: (href: string) =>
    `The unsubscribe link “${href}” is another platform's merge tag: it will not work here. Use an Unsubscribe module or a {{{unsubscribe}}} link.`,
  foreignMergeTag: (href: string) => `The link “${href}” is another platform's merge tag: it will not work here. Enter the address it stands for.`,
  plainUnsubscribe: (href: string) =>
    `The unsubscribe link goes to “${href}”, a page of its own: unsubscribes there do not reach your unsubscribe groups. Use an Unsubscribe module or a {{{unsubscribe}}} link.`,
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
  /** False for transactional email (a dynamic template, sent through the Mail Send API): no unsubscribe link is needed. */
  unsubscribeRequired?: boolean;
}

/** Alt texts that name no image: an editor's default, a placeholder word, or a file name. */
const PLACEHOLDER_ALT = /^(?:alt|alt[\s_-]?text|image|img|photo|picture|graphic|placeholder|banner|logo|untitled|image\s*\d*)$|\.(?:png|jpe?g|gif|webp|svg|bmp)$/i;

function unsubscribeIssue(links: readonly LinkFact[]): PreSendIssue | null {
  if (links.some((link) => isUnsubscribeLink(link.href))) return null;
  const foreign = links.find((link) => foreignUnsubscribeTag(link.href));
  if (foreign !== undefined) return { kind: 'foreign-unsubscribe', message: PRE_SEND_MESSAGES.foreignUnsubscribe(foreign.href.trim()), moduleId: foreign.moduleId };
  const page = links.find((link) => looksLikeUnsubscribePage(link.href, link.text));
  if (page !== undefined) return { kind: 'foreign-unsubscribe', message: PRE_SEND_MESSAGES.plainUnsubscribe(page.href.trim()), moduleId: page.moduleId };
  return { kind: 'no-unsubscribe', message: PRE_SEND_MESSAGES.noUnsubscribe, moduleId: null };
}

function altIssue(alt: string | null, emptyAltIsDecorative: boolean, moduleId: string | null): PreSendIssue | null {
  const text = alt?.trim() ?? null;
  if (text === null || (text === '' && !emptyAltIsDecorative)) return { kind: 'missing-alt', message: PRE_SEND_MESSAGES.missingAlt, moduleId };
  if (text !== '' && PLACEHOLDER_ALT.test(text)) return { kind: 'placeholder-alt', message: PRE_SEND_MESSAGES.placeholderAlt(text), moduleId };
  return null;
}

/**
 * What would hurt delivery, each pointing to its module. Pure: the same input gives the same list,
 * in reading order, whole-email issues first.
 */
export function runPreSendChecks({ document, html, handlebarsIssues = [], unsubscribeRequired = true }: PreSendInput): PreSendIssue[] {
  const facts = document ? documentFacts(document) : htmlFacts(html, null);
  const issues: PreSendIssue[] = [];

  const unsubscribe = unsubscribeRequired ? unsubscribeIssue(facts.links) : null;
  if (unsubscribe !== null) issues.push(unsubscribe);
  const bytes = new TextEncoder().encode(html).length;
  if (bytes > GMAIL_CLIP_BYTES) issues.push({ kind: 'html-too-large', message: PRE_SEND_MESSAGES.htmlTooLarge(bytes), moduleId: null });
  const tracked = countTrackedLinks(facts.links.map((link) => link.href));
  if (tracked > MAX_TRACKED_LINKS) issues.push({ kind: 'too-many-links', message: PRE_SEND_MESSAGES.tooManyLinks(tracked), moduleId: null });

  for (const { moduleId, src, alt, background } of facts.images) {
    if (!isAllowedImageSource(src)) issues.push({ kind: 'invalid-image', message: background ? `${IMAGE_SOURCE_MESSAGE} (background image “${src}”)` : IMAGE_SOURCE_MESSAGE, moduleId });
    const missing = background ? null : altIssue(alt, facts.emptyAltIsDecorative, moduleId);
    if (missing !== null) issues.push(missing);
  }
  for (const { moduleId, href } of facts.links) {
    // Another platform's tag is named as such (once: the unsubscribe check may have named it already), not as an unknown address.
    if (foreignUnsubscribeTag(href)) {
      if (unsubscribe?.kind !== 'foreign-unsubscribe') issues.push({ kind: 'foreign-unsubscribe', message: PRE_SEND_MESSAGES.foreignUnsubscribe(href.trim()), moduleId });
      continue;
    }
    if (foreignMergeTag(href)) {
      issues.push({ kind: 'invalid-link', message: PRE_SEND_MESSAGES.foreignMergeTag(href.trim()), moduleId });
      continue;
    }
    const verdict = checkLink(href);
    if (verdict.ok) continue;
    issues.push({ kind: verdict.problem === 'empty' ? 'empty-link' : 'invalid-link', message: verdict.message, moduleId });
  }
  return [...issues, ...handlebarsPreSendIssues(handlebarsIssues)];
}

/** The Handlebars issues as pre-send issues (last in the list): apart, so the panel re-checks the HTML only when it changes. */
export const handlebarsPreSendIssues = (handlebarsIssues: readonly HandlebarsIssue[]): PreSendIssue[] =>
  handlebarsIssues.map((issue) => ({ kind: 'handlebars', message: PRE_SEND_MESSAGES.handlebars(issue), moduleId: issue.moduleId ?? null, line: issue.line }));
