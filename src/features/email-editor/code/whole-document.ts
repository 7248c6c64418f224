const DOCUMENT_START = /^\s*(?:<!--[\s\S]*?-->\s*)*(?:<!doctype\s+html[^>]*>\s*)?<html[\s>]/i;
const HEAD = /<head[\s>][\s\S]*?<\/head\s*>/i;
const STYLE = /<style[\s>][\s\S]*?<\/style\s*>/gi;
const BODY = /<body[^>]*>([\s\S]*?)(?:<\/body\s*>|$)/i;

/** Whether pasted HTML is a whole email (`<!doctype html><html>…`) rather than a fragment. */
export const isWholeDocument = (html: string): boolean => DOCUMENT_START.test(html);

/**
 * What a code module keeps of a whole email: its <head> styles, then its body's content. A module is a
 * piece of the design's one <body>, so a second <html>, <head> or <body> would make the email malformed.
 */
export function bodyWithHeadStyles(html: string): string {
  const styles = HEAD.exec(html)?.[0].match(STYLE) ?? [];
  const body = BODY.exec(html)?.[1] ?? html.replace(DOCUMENT_START, '<html ');
  return [...styles, body.trim()].join('\n');
}

export const WHOLE_DOCUMENT_WARNING =
  'This is a whole email (with <html>, <head> and <body>). A code module is part of the design’s body: on save it keeps the email’s body and its <head> styles only.';
