/**
 * Legacy substitution tags (`-first_name-`, `%first_name%` or `[%first_name%]`, `:first_name`) and
 * their Handlebars form (`{{first_name}}`), for versions that still use the old syntax.
 *
 * A tag's name is a letter or underscore, then letters, digits and underscores. What only looks like a
 * tag is left alone because of its neighbours: a tag never touches a letter, digit or underscore on
 * either side, nor its own delimiter (so dates 12-05-2020, 50% off, 10:30, hyphenated words, `--vars`,
 * `-webkit-text-size-adjust`, `a:hover`, `https://`, percent-encoded URLs and `:emoji:` codes are not
 * tags), except that a percent tag may follow a percent-encoding, as in the URL `?text=Hi%20%first_name%`.
 * The colon form needs two characters at least, so `:D` and `:P` stay smileys. Text inside `{{…}}` and
 * inside `<style>` and `<script>` elements is never read.
 *
 * `<%body%>` and `<%subject%>` are the legacy templates' markers, not substitution tags: see
 * `replaceLegacyMarkers`.
 */

export type LegacyTagForm = 'dash' | 'percent' | 'colon';

export interface LegacyTag {
  /** As written, delimiters included: '-first_name-', '%first_name%', '[%first_name%]', ':first_name'. */
  tag: string;
  name: string;
  form: LegacyTagForm;
  /** Where the tag starts in the text. */
  index: number;
}

export interface LegacyTagSummary {
  tag: string;
  name: string;
  form: LegacyTagForm;
  handlebars: string;
  count: number;
}

export interface LegacyTagReplacement {
  tag: string;
  handlebars: string;
  count: number;
}

const NAME = '[A-Za-z_][A-Za-z0-9_]*';
const WORD = /[A-Za-z0-9_]/;

/** Spans never read: Handlebars expressions (comments included) and the contents of style and script elements. */
function skippedSpans(html: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const element of html.matchAll(/<(style|script)\b[^>]*>[\s\S]*?<\/\1\s*>/gi)) {
    spans.push([element.index, element.index + element[0].length]);
  }
  for (let start = html.indexOf('{{'); start !== -1; start = html.indexOf('{{', start + 2)) {
    const closer = html.startsWith('{{!--', start) ? '--}}' : '}}';
    const close = html.indexOf(closer, start + 2);
    if (close === -1) break;
    let end = close + closer.length;
    while (html[end] === '}') end += 1;
    spans.push([start, end]);
    start = end - 2;
  }
  return spans.sort((a, b) => a[0] - b[0]);
}

const isSkipped = (spans: Array<[number, number]>, start: number, end: number) => spans.some(([from, to]) => start < to && end > from);

interface Candidate {
  tag: string;
  name: string;
  index: number;
}

/** The percent form, with the optional square brackets of the legacy campaigns editor (`[%name%]`). */
function percentTag(html: string, match: RegExpExecArray): Candidate | undefined {
  const name = match[1]!;
  const start = match.index;
  const end = start + match[0].length;
  const before = html[start - 1] ?? '';
  const after = html[end] ?? '';
  if (before === '[' && after === ']') return { tag: `[${match[0]}]`, name, index: start - 1 };
  // `<%body%>` and `<%subject%>` (and any `<%…%>`) are markers.
  if (before === '<' && after === '>') return undefined;
  const afterEncoding = /%[0-9A-Fa-f]{2}$/.test(html.slice(Math.max(0, start - 3), start));
  if ((WORD.test(before) && !afterEncoding) || before === '%' || WORD.test(after) || after === '%') return undefined;
  return { tag: match[0], name, index: start };
}

function dashTag(html: string, match: RegExpExecArray): Candidate | undefined {
  const before = html[match.index - 1] ?? '';
  const after = html[match.index + match[0].length] ?? '';
  if (WORD.test(before) || before === '-' || WORD.test(after) || after === '-') return undefined;
  return { tag: match[0], name: match[1]!, index: match.index };
}

function colonTag(html: string, match: RegExpExecArray): Candidate | undefined {
  const name = match[1]!;
  const before = html[match.index - 1] ?? '';
  const after = html[match.index + match[0].length] ?? '';
  // Followed by a dash or percent sign it would glue onto a neighbour that only its replacement turns into a tag (`:city-x-`).
  if (name.length < 2 || WORD.test(before) || before === ':' || after === ':' || after === '-' || after === '%') return undefined;
  return { tag: match[0], name, index: match.index };
}

const FORMS: ReadonlyArray<{ form: LegacyTagForm; pattern: RegExp; accept: (html: string, match: RegExpExecArray) => Candidate | undefined }> = [
  { form: 'dash', pattern: new RegExp(`-(${NAME})-`, 'g'), accept: dashTag },
  { form: 'percent', pattern: new RegExp(`%(${NAME})%`, 'g'), accept: percentTag },
  // The name is greedy, so a match never stops inside a longer name.
  { form: 'colon', pattern: new RegExp(`:(${NAME})`, 'g'), accept: colonTag },
];

/** Every legacy tag in the text, in the order they appear. */
export function findLegacyTags(html: string): LegacyTag[] {
  const spans = skippedSpans(html);
  const tags: LegacyTag[] = [];
  for (const { form, pattern, accept } of FORMS) {
    const search = new RegExp(pattern);
    for (let match = search.exec(html); match; match = search.exec(html)) {
      const candidate = accept(html, match);
      if (candidate && !isSkipped(spans, candidate.index, candidate.index + candidate.tag.length)) {
        tags.push({ ...candidate, form });
        search.lastIndex = candidate.index + candidate.tag.length;
      } else {
        // The closing delimiter of a rejected candidate may open the next tag (`12-05-first-`).
        search.lastIndex = match.index + 1;
      }
    }
  }
  tags.sort((a, b) => a.index - b.index);
  // Two forms may claim overlapping text: the first one to start wins.
  let end = 0;
  return tags.filter((tag) => {
    if (tag.index < end) return false;
    end = tag.index + tag.tag.length;
    return true;
  });
}

/** Names Handlebars reads as keywords or literals are written as a segment literal: `{{[else]}}`. */
const RESERVED = new Set(['else', 'this', 'true', 'false', 'null', 'undefined']);

/** The Handlebars form of a tag name. */
export function handlebarsFor(name: string): string {
  return RESERVED.has(name) ? `{{[${name}]}}` : `{{${name}}}`;
}

/** Each distinct tag once, with its Handlebars form and how often it appears, in order of first appearance. */
export function summarizeLegacyTags(html: string): LegacyTagSummary[] {
  const byTag = new Map<string, LegacyTagSummary>();
  for (const { tag, name, form } of findLegacyTags(html)) {
    const known = byTag.get(tag);
    if (known) known.count += 1;
    else byTag.set(tag, { tag, name, form, handlebars: handlebarsFor(name), count: 1 });
  }
  return [...byTag.values()];
}

/**
 * Replaces legacy tags with their Handlebars form: all of them, or only those whose text (as
 * `LegacyTag.tag`) is listed. Reports each replaced tag once with its count.
 */
export function replaceLegacyTags(html: string, tags?: readonly string[]): { html: string; replaced: LegacyTagReplacement[] } {
  const wanted = tags ? new Set(tags) : undefined;
  const replaced = new Map<string, LegacyTagReplacement>();
  let result = '';
  let from = 0;
  for (const found of findLegacyTags(html)) {
    if (wanted && !wanted.has(found.tag)) continue;
    const handlebars = handlebarsFor(found.name);
    result += html.slice(from, found.index) + handlebars;
    from = found.index + found.tag.length;
    const known = replaced.get(found.tag);
    if (known) known.count += 1;
    else replaced.set(found.tag, { tag: found.tag, handlebars, count: 1 });
  }
  return { html: result + html.slice(from), replaced: [...replaced.values()] };
}

/**
 * The legacy templates' markers and what a dynamic template writes instead. A legacy template wraps the
 * body and subject a send supplies; a dynamic template has no such wrapping, so the copy takes them as
 * data: `{{{body}}}` (triple braces: the body is HTML) and `{{subject}}`, filled from `dynamic_template_data`.
 * The unsubscribe group's links become the dynamic templates' own `{{{unsubscribe}}}` and
 * `{{{unsubscribe_preferences}}}`.
 */
export const LEGACY_MARKERS: ReadonlyArray<{ marker: string; handlebars: string; meaning: string }> = [
  { marker: '<%body%>', handlebars: '{{{body}}}', meaning: 'the body comes as data' },
  { marker: '<%subject%>', handlebars: '{{subject}}', meaning: 'the subject comes as data' },
  { marker: '<%asm_group_unsubscribe_raw_url%>', handlebars: '{{{unsubscribe}}}', meaning: 'the unsubscribe link' },
  { marker: '<%asm_global_unsubscribe_raw_url%>', handlebars: '{{{unsubscribe}}}', meaning: 'the unsubscribe link' },
  { marker: '<%asm_preferences_raw_url%>', handlebars: '{{{unsubscribe_preferences}}}', meaning: 'the unsubscribe preferences link' },
];

/** Replaces the legacy markers (any case) with their Handlebars form. */
export function replaceLegacyMarkers(text: string): { text: string; replaced: Array<{ marker: string; handlebars: string; count: number }> } {
  let result = text;
  const replaced: Array<{ marker: string; handlebars: string; count: number }> = [];
  for (const { marker, handlebars } of LEGACY_MARKERS) {
    let count = 0;
    result = result.replace(new RegExp(marker, 'gi'), () => {
      count += 1;
      return handlebars;
    });
    if (count > 0) replaced.push({ marker, handlebars, count });
  }
  return { text: result, replaced };
}
