import type { SpamCheck } from '../db/email-testing';

/** The score from which a message counts as spam, as in SpamAssassin's default. */
export const SPAM_THRESHOLD = 5;

const WATCHED_PHRASES = ['act now', 'cash', 'click here', 'free', 'guarantee', 'limited time', 'winner', '100%'];

const visibleText = (html: string) =>
  html
    .replace(/<(style|script|head)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * A few SpamAssassin-style rules over the email's HTML, enough for results that answer to what the
 * design holds: HTML only, images against text, a missing unsubscribe link, phrases filters watch.
 */
export function spamChecks(html: string): SpamCheck[] {
  const text = visibleText(html);
  const images = (html.match(/<img\b/gi) ?? []).length;
  const phrases = WATCHED_PHRASES.filter((phrase) => text.includes(phrase));
  const checks: SpamCheck[] = [
    { rule: 'HTML_MESSAGE', score: 0.001, description: 'The message has an HTML part' },
    { rule: 'MIME_HTML_ONLY', score: 0.7, description: 'The message has no plain-text part' },
  ];
  if (images > 0 && text.length < images * 400) {
    checks.push({ rule: 'HTML_IMAGE_RATIO_04', score: 0.6, description: 'Images take up much of the message compared with its text' });
  }
  if (!/unsubscribe/i.test(html)) checks.push({ rule: 'NO_UNSUBSCRIBE_LINK', score: 2.0, description: 'The message has no unsubscribe link' });
  if (phrases.length > 0) {
    checks.push({ rule: 'WATCHED_PHRASES', score: Math.min(2.5, phrases.length * 0.5), description: `Phrases spam filters watch for: ${phrases.join(', ')}` });
  }
  return checks;
}

export const spamScore = (checks: readonly SpamCheck[]) => Math.round(checks.reduce((sum, check) => sum + check.score, 0) * 10) / 10;
