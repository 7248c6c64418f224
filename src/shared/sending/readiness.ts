import { SINGLE_SEND_LIMITS } from './limits';
import { isFutureTime } from './schedule-time';
import type { SingleSendDto } from './single-send';

export type SendProblemField = 'sender' | 'subject' | 'recipients' | 'unsubscribe' | 'abtest' | 'content' | 'schedule' | 'sms';

export interface SendProblem {
  field: SendProblemField;
  message: string;
}

export interface ReadinessContext {
  now: Date;
  /** The editor's Handlebars issues in the content (selectHandlebarsIssues): any blocks sending. */
  handlebarsIssues: number;
  /** Whether a chosen segment can still be sent to; every one is taken as valid when absent. */
  segmentsValid?: (id: string) => boolean;
  /** The recipients the send would reach, when known (the estimate): checks the A/B test's size. */
  recipientCount?: number;
}

/** The largest SMS body the mock takes (10 segments of 160 bytes); see mocks/README.md "Single sends". */
export const SMS_MAX_BODY_BYTES = 1600;

export const SEND_MESSAGES = {
  sender: 'Sender is a required field.',
  subject: 'Subject is a required field.',
  recipients: 'Choose recipients: at least one list or segment, or all contacts.',
  unsubscribe: 'Select an unsubscribe group or enter a custom unsubscribe link.',
  customUrl: 'The custom unsubscribe link must start with http:// or https://.',
  invalidSegment: 'A chosen segment is no longer valid: remove it or choose another.',
  content: 'The email has no content.',
  handlebars: 'Fix the Handlebars issues in the content before sending.',
  pastSchedule: 'The send time must be in the future.',
  abTooFew: `An A/B test needs at least ${SINGLE_SEND_LIMITS.abVariations.min} variations.`,
  abTooMany: `An A/B test can have at most ${SINGLE_SEND_LIMITS.abVariations.max} variations.`,
  abSubjectsUnique: 'Subjects must be unique across the A/B variations.',
  abDuration: `An A/B test can last at most ${SINGLE_SEND_LIMITS.abPickWithinDays} days.`,
  abTooSmall: `An A/B test needs at least ${SINGLE_SEND_LIMITS.abMinContactsPerVariant} contacts per variation in the test.`,
  abTooLarge: `An A/B test can send to at most ${SINGLE_SEND_LIMITS.abMaxSendSize.toLocaleString('en-US')} contacts.`,
  smsService: 'Connect a messaging service before sending an SMS.',
  smsContent: 'The message has no content.',
  smsName: 'Name is a required field.',
  smsImages: `An SMS can carry at most ${SINGLE_SEND_LIMITS.sms.images} images.`,
  smsBytes: `The message is over the maximum of ${SMS_MAX_BODY_BYTES} bytes.`,
} as const;

const HTTP_URL = /^https?:\/\/\S+$/i;
const DURATION = /^(\d+)\s*(minute|hour|day|week)s?$/i;
const DURATION_HOURS: Record<string, number> = { minute: 1 / 60, hour: 1, day: 24, week: 168 };

/** The hours of an A/B duration such as "4 hours" or "1 day"; undefined when unreadable. */
export function durationHours(duration: string): number | undefined {
  const match = DURATION.exec(duration.trim());
  const unit = match?.[2] === undefined ? undefined : DURATION_HOURS[match[2].toLowerCase()];
  return match && unit !== undefined ? Number(match[1]) * unit : undefined;
}

const recipientProblems = (send: SingleSendDto, context: ReadinessContext): SendProblem[] => {
  const { send_to: to, exclude } = send;
  const problems: SendProblem[] = [];
  if (!to.all && to.list_ids.length === 0 && to.segment_ids.length === 0) problems.push({ field: 'recipients', message: SEND_MESSAGES.recipients });
  const { include: maxIn, exclude: maxOut } = SINGLE_SEND_LIMITS;
  if (to.list_ids.length > maxIn.lists) problems.push({ field: 'recipients', message: `Send to at most ${maxIn.lists} lists.` });
  if (to.segment_ids.length > maxIn.segments) problems.push({ field: 'recipients', message: `Send to at most ${maxIn.segments} segments.` });
  if (exclude.list_ids.length > maxOut.lists) problems.push({ field: 'recipients', message: `Exclude at most ${maxOut.lists} lists.` });
  if (exclude.segment_ids.length > maxOut.segments) problems.push({ field: 'recipients', message: `Exclude at most ${maxOut.segments} segments.` });
  const valid = context.segmentsValid;
  if (valid && [...to.segment_ids, ...exclude.segment_ids].some((id) => !valid(id))) {
    problems.push({ field: 'recipients', message: SEND_MESSAGES.invalidSegment });
  }
  return problems;
};

const unsubscribeProblems = ({ email_config: config }: SingleSendDto): SendProblem[] => {
  const url = config.custom_unsubscribe_url?.trim() ?? '';
  if (url !== '') return HTTP_URL.test(url) ? [] : [{ field: 'unsubscribe', message: SEND_MESSAGES.customUrl }];
  return config.suppression_group_id === null ? [{ field: 'unsubscribe', message: SEND_MESSAGES.unsubscribe }] : [];
};

const abProblems = (send: SingleSendDto, context: ReadinessContext): SendProblem[] => {
  const { abtest, ab_variations: variations } = send;
  if (!abtest) return [];
  const problems: SendProblem[] = [];
  const add = (message: string) => problems.push({ field: 'abtest', message });
  const { min, max } = SINGLE_SEND_LIMITS.abVariations;
  if (variations.length < min) add(SEND_MESSAGES.abTooFew);
  if (variations.length > max) add(SEND_MESSAGES.abTooMany);
  if (abtest.type === 'subject') {
    const subjects = variations.map((variation) => variation.subject.trim().toLowerCase()).filter((subject) => subject !== '');
    if (new Set(subjects).size !== subjects.length) add(SEND_MESSAGES.abSubjectsUnique);
  }
  const hours = durationHours(abtest.duration);
  if (hours !== undefined && hours > SINGLE_SEND_LIMITS.abPickWithinDays * 24) add(SEND_MESSAGES.abDuration);
  if (context.recipientCount !== undefined && variations.length > 0) {
    const inTest = Math.floor((context.recipientCount * abtest.test_percentage) / 100);
    if (inTest / variations.length < SINGLE_SEND_LIMITS.abMinContactsPerVariant) add(SEND_MESSAGES.abTooSmall);
    if (context.recipientCount > SINGLE_SEND_LIMITS.abMaxSendSize) add(SEND_MESSAGES.abTooLarge);
  }
  return problems;
};

const emailProblems = (send: SingleSendDto, context: ReadinessContext): SendProblem[] => {
  const config = send.email_config;
  const problems: SendProblem[] = [];
  if (config.sender_id === null) problems.push({ field: 'sender', message: SEND_MESSAGES.sender });
  const subjectTest = send.abtest?.type === 'subject' && send.ab_variations.length > 0;
  const subjects = subjectTest ? send.ab_variations.map((variation) => variation.subject) : [config.subject];
  if (subjects.some((subject) => subject.trim() === '')) problems.push({ field: 'subject', message: SEND_MESSAGES.subject });
  problems.push(...recipientProblems(send, context), ...unsubscribeProblems(send));
  const contentTest = send.abtest?.type === 'content' && send.ab_variations.length > 0;
  const bodies = contentTest ? send.ab_variations.map((variation) => variation.html_content) : [config.html_content];
  if (bodies.some((body) => body.trim() === '')) problems.push({ field: 'content', message: SEND_MESSAGES.content });
  if (context.handlebarsIssues > 0) problems.push({ field: 'content', message: SEND_MESSAGES.handlebars });
  problems.push(...abProblems(send, context));
  return problems;
};

const smsProblems = (send: SingleSendDto, context: ReadinessContext): SendProblem[] => {
  const sms = send.sms_config;
  const problems: SendProblem[] = [];
  const add = (message: string) => problems.push({ field: 'sms', message });
  if (send.name.trim() === '') add(SEND_MESSAGES.smsName);
  if (!sms?.messaging_service_sid) add(SEND_MESSAGES.smsService);
  if (!sms || (sms.body.trim() === '' && sms.media_urls.length === 0)) add(SEND_MESSAGES.smsContent);
  if (sms && sms.media_urls.length > SINGLE_SEND_LIMITS.sms.images) add(SEND_MESSAGES.smsImages);
  if (sms && new TextEncoder().encode(sms.body).length > SMS_MAX_BODY_BYTES) add(SEND_MESSAGES.smsBytes);
  problems.push(...recipientProblems(send, context));
  return problems;
};

/**
 * Everything that stops a single send from going out (spec §5), in the order the review page lists
 * them. The editor shows the ones of its fields; the review page shows all, each linking to its fix.
 * The server checks the same on schedule, plus the plan limit, which only it knows.
 */
export function sendProblems(send: SingleSendDto, context: ReadinessContext): SendProblem[] {
  const problems = send.channel === 'sms' ? smsProblems(send, context) : emailProblems(send, context);
  if (send.status === 'draft' && send.send_at !== null && !isFutureTime(send.send_at, context.now)) {
    problems.push({ field: 'schedule', message: SEND_MESSAGES.pastSchedule });
  }
  return problems;
}
