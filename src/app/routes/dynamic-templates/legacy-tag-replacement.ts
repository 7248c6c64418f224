import type { DesignDocument, EmailContent } from '@/features/email-editor/types';
import { replaceLegacyTags, type LegacyTagReplacement } from '@/shared/handlebars/legacy-tags';

/** The design document's settings that hold what recipients read or follow: only these can hold a substitution tag. */
const TEXT_SETTINGS = new Set(['html', 'text', 'href', 'src', 'alt', 'preheader', 'senderLine', 'addressLine', 'unsubscribeLabel', 'preferencesLabel']);
const holdsText = (key: string) => TEXT_SETTINGS.has(key) || key.endsWith('Url');

/** The document with the tags replaced in its text settings (never in ids, colours or layouts). */
function replaceInDocument(document: DesignDocument, tags: readonly string[]): DesignDocument {
  const replace = (value: unknown, key: string): unknown => {
    if (typeof value === 'string') return holdsText(key) ? replaceLegacyTags(value, tags).html : value;
    if (Array.isArray(value)) return value.map((item) => replace(item, key));
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, replace(item, name)]));
    return value;
  };
  return replace(document, '') as DesignDocument;
}

/**
 * The editor's content with the chosen legacy tags replaced by their Handlebars form: in the HTML (what
 * the code editor edits, and the design's rendering) and in the design document's text, so the design
 * editor shows the same. `replaced` counts them in the HTML, as the tags screen listed them.
 */
export function replaceTagsInContent(content: EmailContent, tags: readonly string[]): { content: EmailContent; replaced: LegacyTagReplacement[] } {
  const { html, replaced } = replaceLegacyTags(content.html, tags);
  const plainText = replaceLegacyTags(content.plainText, tags).html;
  const document = content.document ? replaceInDocument(content.document, tags) : null;
  return { content: { ...content, html, plainText, document }, replaced };
}

export interface ChangedLine {
  line: number;
  before: string;
  after: string;
}

/** Words of context kept on each side of a change. */
const CONTEXT_WORDS = 4;

/**
 * The parts of a line that changed, each with a few words around it. A replacement never adds or
 * removes whitespace, so the words of the two versions pair up one to one.
 */
function changedParts(before: string, after: string): Array<[string, string]> {
  const old = before.trim().split(/\s+/);
  const next = after.trim().split(/\s+/);
  if (old.length !== next.length) return [[before.trim(), after.trim()]];
  const changed = old.flatMap((word, index) => (word === next[index] ? [] : [index]));
  const parts: Array<[number, number]> = [];
  for (const index of changed) {
    const from = Math.max(0, index - CONTEXT_WORDS);
    const to = Math.min(old.length, index + CONTEXT_WORDS + 1);
    const last = parts.at(-1);
    if (last && from <= last[1]) last[1] = to;
    else parts.push([from, to]);
  }
  const text = (words: string[], from: number, to: number) => `${from > 0 ? '… ' : ''}${words.slice(from, to).join(' ')}${to < words.length ? ' …' : ''}`;
  return parts.map(([from, to]) => [text(old, from, to), text(next, from, to)]);
}

/** The lines a replacement changes, before and after, one entry per changed part of a line (a replacement never adds or removes a line). */
export function changedLines(before: string, after: string): ChangedLine[] {
  const next = after.split('\n');
  return before.split('\n').flatMap((text, index) => {
    const changed = next[index] ?? '';
    if (text === changed) return [];
    return changedParts(text, changed).map(([shownBefore, shownAfter]) => ({ line: index + 1, before: shownBefore, after: shownAfter }));
  });
}
