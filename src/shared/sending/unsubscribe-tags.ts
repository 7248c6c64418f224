/** The platform's unsubscribe tags, written without spaces and in lower case. */
export const UNSUBSCRIBE_TAGS: ReadonlySet<string> = new Set([
  '{{{unsubscribe}}}',
  '{{{unsubscribe_preferences}}}',
  '[unsubscribe]',
  '[unsubscribe_preferences]',
  '<%asm_group_unsubscribe_raw_url%>',
  '<%asm_global_unsubscribe_raw_url%>',
  '<%asm_preferences_raw_url%>',
]);

/** Whether the link lets the recipient unsubscribe (one of the platform's unsubscribe tags). */
export function isUnsubscribeLink(href: string): boolean {
  return UNSUBSCRIBE_TAGS.has(href.trim().replace(/\s+/g, '').toLowerCase());
}

/**
 * Other platforms' unsubscribe merge tags, which a pasted email brings along and which do nothing here:
 * Mailchimp's *|UNSUB|*, Mailgun's %unsubscribe_url% (and %%-wrapped variants such as ActiveCampaign's
 * %UNSUBSCRIBELINK%), Klaviyo's {% unsubscribe %}, Postmark's {{ pm:unsubscribe }} and Smarty-style {$unsubscribe}.
 */
const FOREIGN_UNSUBSCRIBE = [/^\*\|\s*unsub\s*\|\*$/i, /^%+\s*unsubscribe\w*\s*%+$/i, /^\{%\s*unsubscribe[^%]*%\}$/i, /^\{\$\s*unsubscribe\w*\s*\}$/i, /^\{\{\s*pm:unsubscribe\s*\}\}$/i];

/** Whether the link is another platform's unsubscribe merge tag. */
export const foreignUnsubscribeTag = (href: string): boolean => FOREIGN_UNSUBSCRIBE.some((pattern) => pattern.test(href.trim()));

/**
 * Whether the link is a plain address of an unsubscribe page (a web page, not the platform's tag): by its
 * address, or by its words when it has any (`<a href="https://example.com/blog">Unsubscribe</a>`).
 */
export const looksLikeUnsubscribePage = (href: string, text = ''): boolean =>
  /^https?:\/\/\S*(?:unsub|opt-?out)/i.test(href.trim()) || (/^https?:\/\//i.test(href.trim()) && /\b(?:unsubscribe|opt[\s-]?out)\b/i.test(text));

/**
 * Other platforms' merge tags used as a link (Mailchimp's *|ARCHIVE|*, Klaviyo's {% manage_preferences %},
 * Postmark's {{ pm:… }}, %%-wrapped tags): the address is filled in by that platform only.
 */
const FOREIGN_MERGE_TAG = [/^\*\|[^|]+\|\*$/, /^\{%[^%]+%\}$/, /^\{\$\w+\}$/, /^\{\{\s*pm:[^}]+\}\}$/i, /^%%?[A-Za-z_]+%%?$/];

/** Whether the link is another platform's merge tag (an unsubscribe tag or any other). */
export const foreignMergeTag = (href: string): boolean => FOREIGN_MERGE_TAG.some((pattern) => pattern.test(href.trim()));

const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const decodeAttribute = (value: string) =>
  value.replace(/&lt;/gi, '<').replace(/&gt;/gi, '>').replace(/&quot;/gi, '"').replace(/&#39;|&apos;/gi, "'").replace(/&amp;/gi, '&');

/**
 * Whether an email's HTML links to an unsubscribe: a link whose address is one of the platform's tags,
 * or `customUrl` (a custom unsubscribe page) when one is given.
 */
export function hasUnsubscribeLink(html: string, customUrl?: string | null): boolean {
  const custom = customUrl?.trim() ?? '';
  for (const match of html.matchAll(HREF)) {
    const href = decodeAttribute(match[1] ?? match[2] ?? match[3] ?? '').trim();
    if (isUnsubscribeLink(href) || (custom !== '' && href === custom)) return true;
  }
  return false;
}
