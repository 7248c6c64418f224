/**
 * A single send as the API answers it (ENDPOINTS.md §5), shared by the features of the single-sends
 * area (index, settings editor, SMS editor, review, stats). Fields marked "designed" are the mock's
 * extensions where the published API has none (A/B variations, SMS, the pick-winner and expired
 * statuses), written up in mocks/README.md ("Single sends").
 */
export type SingleSendStatus = 'draft' | 'scheduled' | 'triggered' | 'expired' | 'pick-winner';

/** Designed: which channel the send goes out on. */
export type SingleSendChannel = 'email' | 'sms';

export interface SendToDto {
  list_ids: string[];
  segment_ids: string[];
  all: boolean;
}

/** Designed (the published `send_to` has no exclusions). */
export interface ExcludeDto {
  list_ids: string[];
  segment_ids: string[];
}

export interface EmailConfigDto {
  subject: string;
  /** Designed: the preheader (the inbox's preview line). */
  preheader?: string;
  html_content: string;
  /** Designed: the field beside html_content holding a design editor email's document, else null (mocks/README.md). */
  design_document?: object | null;
  plain_content: string;
  generate_plain_content: boolean;
  design_id?: string | null;
  editor: 'code' | 'design';
  suppression_group_id: number | null;
  custom_unsubscribe_url: string | null;
  sender_id: number | null;
  ip_pool: string | null;
  /** Designed: click tracking (only for sends created on or after 2020-07-16). */
  click_tracking?: boolean;
}

export type AbTestType = 'subject' | 'content';
export type WinnerCriteria = 'open' | 'click' | 'manual';

/** Read-only in the published API; written here through PATCH (designed). */
export interface AbTestDto {
  type: AbTestType;
  winner_criteria: WinnerCriteria;
  /** The share of the recipients in the test, 1–100 (percent); the rest get the winner. */
  test_percentage: number;
  /** How long the test runs before an automatic winner: e.g. "4 hours", "1 day" (at most 7 days). */
  duration: string;
  winning_template_id: string | null;
  winner_selected_at: string | null;
  /** Seven days after the test started: the winner can no longer be picked after it. */
  expiration_date: string | null;
}

/** Designed: one A/B variation; the first is the send's own `email_config`. */
export interface AbVariationDto {
  id: string;
  /** "A" to "F". */
  name: string;
  subject: string;
  html_content: string;
  design_document?: object | null;
  plain_content: string;
  editor: 'code' | 'design';
}

/** Designed: the SMS side of a send with channel "sms". */
export interface SmsConfigDto {
  messaging_service_sid: string | null;
  body: string;
  /** Image URLs from the image library (at most 10, 5 MB in all). */
  media_urls: string[];
}

export interface SingleSendRequestDto {
  name: string;
  categories?: string[];
  send_at?: string | null;
  send_to?: SendToDto;
  exclude?: ExcludeDto;
  email_config?: Partial<EmailConfigDto>;
  channel?: SingleSendChannel;
  abtest?: Omit<AbTestDto, 'winning_template_id' | 'winner_selected_at' | 'expiration_date'> | null;
  ab_variations?: AbVariationDto[];
  sms_config?: Partial<SmsConfigDto>;
}

export interface WarningDto {
  message: string;
  field: string | null;
  warning_id?: string;
}

export interface SingleSendDto {
  id: string;
  name: string;
  status: SingleSendStatus;
  channel: SingleSendChannel;
  categories: string[];
  send_at: string | null;
  send_to: SendToDto;
  exclude: ExcludeDto;
  email_config: EmailConfigDto;
  abtest: AbTestDto | null;
  ab_variations: AbVariationDto[];
  sms_config: SmsConfigDto | null;
  created_at: string;
  updated_at: string;
  warnings: WarningDto[];
}

/** A row of GET /marketing/singlesends and POST …/search. */
export interface SingleSendShortDto {
  id: string;
  name: string;
  status: SingleSendStatus;
  channel: SingleSendChannel;
  categories: string[];
  send_at: string | null;
  is_abtest: boolean;
  abtest: AbTestDto | null;
  updated_at: string;
  created_at: string;
}

export const singleSendPath = (id: string) => `/marketing/singlesends/${encodeURIComponent(id)}`;
