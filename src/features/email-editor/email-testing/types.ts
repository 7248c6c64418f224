import type { PageMetadata } from '@/shared/paging/page-token';

/** Designed here (mocks/README.md "Email testing"): GET /marketing/compatibility_testing/clients. */
export interface EmailTestClientDto {
  id: string;
  name: string;
  platform: string;
  category: 'desktop' | 'mobile' | 'webmail';
}

export type EmailTestClient = EmailTestClientDto;

/** The spec's test message statuses (§3). */
export type MessageStatus = 'Pending' | 'Processing' | 'Complete' | 'Bounced';

export interface ClientResultDto {
  client_id: string;
  client_name: string;
  platform: string;
  status: MessageStatus;
  /** Once Complete: the inbox screenshot. */
  screenshot_url: string | null;
  /** Once Bounced: what the test inbox answered. */
  bounce_reason: string | null;
}

export interface SpamCheck {
  rule: string;
  score: number;
  description: string;
}

export interface SpamResultDto {
  status: Exclude<MessageStatus, 'Bounced'>;
  /** Once Complete; messages at or above the threshold count as spam. */
  score: number | null;
  threshold: number;
  checks: SpamCheck[];
}

export interface EmailTestRunDto {
  id: string;
  name: string;
  /** ISO 8601. */
  created_at: string;
  status: 'pending' | 'processing' | 'completed';
  credits_used: number;
  spam_test: boolean;
  results: ClientResultDto[];
  spam: SpamResultDto | null;
}

export interface EmailTestRunsPageDto {
  result: EmailTestRunDto[];
  _metadata?: PageMetadata;
}

/** POST /marketing/compatibility_testing/tests. */
export interface EmailTestRunPayload {
  name: string;
  html_content: string;
  client_ids: string[];
  spam_test: boolean;
}

export interface ClientResult {
  clientId: string;
  clientName: string;
  platform: string;
  status: MessageStatus;
  screenshotUrl: string | null;
  bounceReason: string | null;
}

export type SpamResult = SpamResultDto;

export interface EmailTestRun {
  id: string;
  name: string;
  /** Milliseconds since the epoch. */
  created: number;
  /** Every result (and the spam test) is in: Complete or Bounced. */
  finished: boolean;
  creditsUsed: number;
  results: ClientResult[];
  spam: SpamResult | null;
}

export const toEmailTestRun = (dto: EmailTestRunDto): EmailTestRun => ({
  id: dto.id,
  name: dto.name,
  created: Date.parse(dto.created_at),
  finished: dto.status === 'completed',
  creditsUsed: dto.credits_used,
  results: dto.results.map((result) => ({
    clientId: result.client_id,
    clientName: result.client_name,
    platform: result.platform,
    status: result.status,
    screenshotUrl: result.screenshot_url,
    bounceReason: result.bounce_reason,
  })),
  spam: dto.spam,
});

/** What the user chose for the next test. */
export interface EmailTestChoice {
  clientIds: string[];
  spamTest: boolean;
}
