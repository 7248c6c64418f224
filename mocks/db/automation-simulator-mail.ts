import type { AutomationMessageDto } from '@/shared/sending/automation';
import type { MailEventType } from './contacts/schema';
import { clicksPerLink, linksOf, ratesOf } from './send-simulator';

/**
 * What happens to one automation email sent to one contact: a deterministic draw from (contact, message),
 * with the single sends' believable rates (send-simulator.ts `ratesOf`, keyed by automation and message).
 * Delivered or bounced within a tenth of the engagement spread; opened over the spread, most early;
 * clicked (one link, the first ones most often) a little after; unsubscribed or reported after that.
 * Times are unix milliseconds: a contact's history is kept row by row in automation_contacts.
 */
export interface SentMessage {
  /** The message's id (the stats' step_id) and number. */
  id: string;
  number: number;
  sent_at: number;
  /** Delivery (or bounce) time. */
  delivered_at: number;
  bounced?: true;
  opened_at?: number;
  /** Opens counted (not unique): people open an email more than once. */
  opens?: number;
  clicked_at?: number;
  clicked_url?: string;
  clicks?: number;
  unsubscribed_at?: number;
  spam_reported_at?: number;
}

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** Per-mille draws of one contact and message, independent of each other. */
const drawOf = (contactId: string, messageId: string, which: number) => hashOf(`${contactId}|${messageId}|${which}`) % 1000;

/** The link a clicker clicks: the first ones most (weights 1, 1/2, 1/3…, as the single sends' spread). */
function pickLink(links: readonly string[], draw: number): string | undefined {
  if (links.length === 0) return undefined;
  const weights = Object.entries(clicksPerLink(links, 1000));
  let left = draw;
  for (const [url, weight] of weights) {
    if (left < weight) return url;
    left -= weight;
  }
  return links[0];
}

export function sendMessage(
  automationId: string,
  message: Pick<AutomationMessageDto, 'id' | 'number' | 'html_content'>,
  contactId: string,
  sentAt: number,
  spreadMs: number,
): SentMessage {
  const links = linksOf(message.html_content);
  const rates = ratesOf(automationId, message.id, links.length > 0);
  const [bounce, engaged, after, when, repeat] = [1, 2, 3, 4, 5].map((which) => drawOf(contactId, message.id, which)) as [number, number, number, number, number];
  const deliveryMs = Math.max(1000, Math.round(spreadMs / 10));
  const sent: SentMessage = { id: message.id, number: message.number, sent_at: sentAt, delivered_at: sentAt + Math.round((bounce * deliveryMs) / 1000) };
  if (bounce < rates.bounce) return { ...sent, bounced: true };
  if (engaged >= rates.open) return sent;
  const openedAt = sentAt + deliveryMs + Math.round((when * when * spreadMs) / 1_000_000);
  const opened: SentMessage = { ...sent, opened_at: openedAt, opens: repeat < 400 ? 2 : 1 };
  const clickedUrl = engaged < rates.click ? pickLink(links, repeat) : undefined;
  const clicked: SentMessage =
    clickedUrl === undefined ? opened : { ...opened, clicked_at: openedAt + Math.round(deliveryMs / 2 + (after * deliveryMs) / 1000), clicked_url: clickedUrl, clicks: repeat < 300 ? 2 : 1 };
  if (after < rates.unsubscribe) return { ...clicked, unsubscribed_at: openedAt + deliveryMs * 2 };
  if (after >= 1000 - rates.spamReport) return { ...clicked, spam_reported_at: openedAt + Math.round(deliveryMs * 2.5) };
  return clicked;
}

/** The mail events of a sent message (each contact's once per type), for the contact store. */
export function mailEventsOf(contactId: string, sent: SentMessage): { contactId: string; type: MailEventType; at: string }[] {
  const events: [MailEventType, number | undefined][] = [
    [sent.bounced ? 'bounce' : 'delivered', sent.delivered_at],
    ['open', sent.opened_at],
    ['click', sent.clicked_at],
    ['unsubscribe', sent.unsubscribed_at],
    ['spamreport', sent.spam_reported_at],
  ];
  return events.flatMap(([type, at]) => (at === undefined ? [] : [{ contactId, type, at: new Date(at).toISOString() }]));
}

/** When the contact stopped receiving mail (bounced, unsubscribed or reported spam) by `at`, if it did. */
export function stoppedBy(sent: readonly SentMessage[], at: number): 'bounced' | 'unsubscribed' | undefined {
  for (const message of sent) {
    if (message.bounced && message.delivered_at <= at) return 'bounced';
    const left = Math.min(message.unsubscribed_at ?? Infinity, message.spam_reported_at ?? Infinity);
    if (left <= at) return 'unsubscribed';
  }
  return undefined;
}
