import { http, HttpResponse } from 'msw';
import { emailTestCost, RUN_NAME_MAX } from '@/features/email-editor/email-testing/limits';
import { EMAIL_TEST_CLIENTS, findEmailTestClient, type EmailTestClient } from '../db/email-testing-clients';
import {
  addEmailTest,
  emailTestingCreditsOf,
  emailTestKey,
  emailTestsOf,
  findEmailTest,
  spendEmailTestingCredits,
  type EmailTestRecord,
} from '../db/email-testing';
import type { User } from '../db/users';
import { api } from './api-path';
import { authenticated } from './auth';
import { errorResponse, forbidden, invalidJsonBody, validationFailed, type FieldError } from './errors';
import { screenshotUrl } from './email-test-screenshot';
import { newestFirstPage } from './newest-first-page';
import { readJsonObject } from './request';
import { SPAM_THRESHOLD, spamChecks, spamScore } from './spam-checks';
import { maxLength, required, text, textDirection, validateFields } from './validation';

/** Email testing (designed here in the style of ENDPOINTS.md §13: mocks/README.md "Email testing"). */
const TESTING = '/marketing/compatibility_testing';

const PAGING = { defaultSize: 10, maxSize: 50 };

/**
 * When results move on, counted from the run's start on the mock's clock: client number `index` of the
 * run leaves Pending after `pendingMs(index)` and is done (Complete, or Bounced) after `doneMs(index)`.
 */
export const RESULT_TIMING = {
  pendingMs: (index: number) => 2000 + 1500 * index,
  doneMs: (index: number) => 8000 + 3000 * index,
};
export const SPAM_TIMING = { pendingMs: 2000, doneMs: 10_000 };

export const EU_UNAVAILABLE_MESSAGE = 'email testing is not available in the EU region';
export const NOT_ENTITLED_MESSAGE = 'email testing is not included in your plan';
export const notEnoughCreditsMessage = (needed: number, remain: number) =>
  `not enough email testing credits: this test needs ${needed} and ${remain} remain`;

type Status = 'Pending' | 'Processing' | 'Complete' | 'Bounced';

const BOUNCE_REASON = '550 5.1.1 The test inbox refused the message';

const phaseAt = (elapsed: number, pendingMs: number, doneMs: number) => (elapsed < pendingMs ? 'Pending' : elapsed < doneMs ? 'Processing' : 'done');

function clientResult(test: EmailTestRecord, client: EmailTestClient, index: number, elapsed: number) {
  const phase = phaseAt(elapsed, RESULT_TIMING.pendingMs(index), RESULT_TIMING.doneMs(index));
  const status: Status = phase !== 'done' ? phase : client.bounces ? 'Bounced' : 'Complete';
  return {
    client_id: client.id,
    client_name: client.name,
    platform: client.platform,
    status,
    screenshot_url: status === 'Complete' ? screenshotUrl(client, test.name) : null,
    bounce_reason: status === 'Bounced' ? BOUNCE_REASON : null,
  };
}

function spamResult(checks: EmailTestRecord['spam_checks'], elapsed: number) {
  if (checks === null) return null;
  const phase = phaseAt(elapsed, SPAM_TIMING.pendingMs, SPAM_TIMING.doneMs);
  if (phase !== 'done') return { status: phase, score: null, threshold: SPAM_THRESHOLD, checks: [] };
  return { status: 'Complete' as const, score: spamScore(checks), threshold: SPAM_THRESHOLD, checks };
}

/** The run as it stands now: each result's status follows from the time since the run started. */
function toResponse(test: EmailTestRecord, now: number) {
  const elapsed = now - Date.parse(test.created_at);
  const clients = test.client_ids.map(findEmailTestClient).filter((client): client is EmailTestClient => client !== undefined);
  const results = clients.map((client, index) => clientResult(test, client, index, elapsed));
  const spam = spamResult(test.spam_checks, elapsed);
  const statuses: string[] = [...results.map((result) => result.status), ...(spam ? [spam.status] : [])];
  const finished = statuses.every((status) => status === 'Complete' || status === 'Bounced');
  return {
    id: test.id,
    name: test.name,
    created_at: test.created_at,
    status: finished ? 'completed' : statuses.every((status) => status === 'Pending') ? 'pending' : 'processing',
    credits_used: test.credits_used,
    spam_test: test.spam_checks !== null,
    results,
    spam,
  };
}

/** EU subusers (and every EU account: marketing is off there) and accounts whose plan has no testing are refused. */
function refusal(user: User): Response | undefined {
  if (user.region === 'eu') return forbidden(EU_UNAVAILABLE_MESSAGE);
  if (!emailTestingCreditsOf(user).entitled) return forbidden(NOT_ENTITLED_MESSAGE);
  return undefined;
}

const testNotFound = () => errorResponse(404, [{ field: null, message: 'email test not found' }]);

interface RunRequest {
  name: string;
  html: string;
  clientIds: string[];
  spamTest: boolean;
}

/** The POST body's problems, in field order, or the run it asks for. */
function readRunRequest(body: Record<string, unknown>): { errors: FieldError[] } | { run: RunRequest } {
  const errors = validateFields(
    body,
    { name: [text, maxLength(RUN_NAME_MAX), textDirection], html_content: [text, required] },
    'create',
  );
  const ids = body.client_ids;
  if (!Array.isArray(ids) || ids.length === 0) errors.push({ field: 'client_ids', message: 'must contain at least one client' });
  else {
    const unknown = ids.find((id) => typeof id !== 'string' || findEmailTestClient(id) === undefined);
    if (unknown !== undefined) errors.push({ field: 'client_ids', message: `contains an unknown client: ${String(unknown)}` });
  }
  if (body.spam_test !== undefined && typeof body.spam_test !== 'boolean') errors.push({ field: 'spam_test', message: 'must be a boolean' });
  if (errors.length > 0) return { errors };
  const name = typeof body.name === 'string' && body.name.trim() !== '' ? body.name.trim() : 'Untitled email';
  return { run: { name, html: String(body.html_content), clientIds: [...new Set(ids as string[])], spamTest: body.spam_test === true } };
}

export const emailTestingHandlers = [
  http.get(
    api(`${TESTING}/clients`),
    authenticated(({ account }) => {
      const refused = refusal(account.actingAs);
      if (refused) return refused;
      return HttpResponse.json({
        result: EMAIL_TEST_CLIENTS.map(({ id, name, platform, category }) => ({ id, name, platform, category })),
      });
    }),
  ),

  /** Starts a run: charges its credits at once (one per client, one for the spam test). */
  http.post(
    api(`${TESTING}/tests`),
    authenticated(async ({ request, account: { actingAs } }) => {
      const refused = refusal(actingAs);
      if (refused) return refused;
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const read = readRunRequest(body);
      if ('errors' in read) return validationFailed(read.errors);
      const { name, html, clientIds, spamTest } = read.run;
      const cost = emailTestCost(clientIds.length, spamTest);
      const { remain } = emailTestingCreditsOf(actingAs);
      if (cost > remain) return validationFailed([{ field: null, message: notEnoughCreditsMessage(cost, remain) }]);
      spendEmailTestingCredits(actingAs, cost);
      const test = addEmailTest(actingAs, { name, client_ids: clientIds, spam_checks: spamTest ? spamChecks(html) : null, credits_used: cost }, new Date());
      return HttpResponse.json(toResponse(test, Date.now()), { status: 201 });
    }),
  ),

  http.get(
    api(`${TESTING}/tests`),
    authenticated(({ request, account }) => {
      const refused = refusal(account.actingAs);
      if (refused) return refused;
      const answer = newestFirstPage(request, emailTestsOf(account.actingAs), emailTestKey, PAGING);
      if (!answer.ok) return answer.response;
      const now = Date.now();
      return HttpResponse.json({ result: answer.page.map((test) => toResponse(test, now)), _metadata: answer.metadata });
    }),
  ),

  http.get(
    api(`${TESTING}/tests/:id`),
    authenticated<{ id: string }>(({ params, account }) => {
      const refused = refusal(account.actingAs);
      if (refused) return refused;
      const test = findEmailTest(account.actingAs, params.id);
      return test === undefined ? testNotFound() : HttpResponse.json(toResponse(test, Date.now()));
    }),
  ),
];
