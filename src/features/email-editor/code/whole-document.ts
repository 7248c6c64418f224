import { BLANK_CODE_HTML } from '@/shared/sending/blank-code-email';

/** A whole email starts, after any comments, with a doctype, or with <html> or <head> when it leaves the doctype out. */
const DOCUMENT_START = /^\s*(?:<!--[\s\S]*?-->\s*)*(?:<!doctype\s+html[^>]*>|<(?:html|head)[\s>])/i;
const DOCUMENT_WRAPPERS = /<!doctype[^>]*>|<\/?(?:html|body)(?:\s[^>]*)?>/gi;
const HEAD = /<head[\s>][\s\S]*?<\/head\s*>/i;
/**
 * A head's styles in their order: a <style>, or a whole Outlook conditional comment (`<!--[if mso]>…<![endif]-->`,
 * downlevel-revealed ones too) holding one. Taken out of its comment, an Outlook-only style would reach every client.
 */
const HEAD_STYLE = /<!--\[if[^\]]*\]>[\s\S]*?<!\[endif\]-->|<style[\s>][\s\S]*?<\/style\s*>/gi;
const BODY = /<body[^>]*>([\s\S]*?)(?:<\/body\s*>|$)/i;
const EMPTY_BODY = /(<body[^>]*>)\s*(<\/body>)/i;

/** Whether pasted HTML is a whole email (`<!doctype html><html>…`) rather than a fragment. */
export const isWholeDocument = (html: string): boolean => DOCUMENT_START.test(html);

function headStyles(html: string): string[] {
  const head = HEAD.exec(html)?.[0] ?? '';
  return (head.match(HEAD_STYLE) ?? []).filter((part) => /<style[\s>]/i.test(part));
}

/**
 * What a code module keeps of a whole email: its <head> styles, then its body's content. A module is a
 * piece of the design's one <body>, so a second <html>, <head> or <body> would make the email malformed.
 */
export function bodyWithHeadStyles(html: string): string {
  const body = BODY.exec(html)?.[1] ?? html.replace(HEAD, '').replace(DOCUMENT_WRAPPERS, '');
  return [...headStyles(html), body.trim()].join('\n');
}

/**
 * The whole email the code editor holds, from HTML pasted or imported: a whole document is the email as it
 * stands (its head, styles and Outlook conditionals untouched); a fragment becomes the body of a blank one.
 */
export function emailDocumentOf(html: string): string {
  const source = html.replace(/^\uFEFF/, '').trim();
  if (isWholeDocument(source)) return `${source}\n`;
  return BLANK_CODE_HTML.replace(EMPTY_BODY, (_all, open: string, close: string) => `${open}\n${source}\n  ${close}`);
}

export const WHOLE_DOCUMENT_WARNING =
  'This is a whole email (with <html>, <head> and <body>). A code module is part of the design’s body: on save it keeps the email’s body and its <head> styles only.';
