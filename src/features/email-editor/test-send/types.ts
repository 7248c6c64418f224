/**
 * Request body of POST /marketing/test/send_email (ENDPOINTS.md §7, spec §3 "Test-send payload").
 * `html_content`, `plain_content` and `subject` are the mock's extension for content with no template
 * yet (a design in the design library): sent instead of `template_id` (mocks/README.md, "Test send").
 */
export interface TestSendPayload {
  emails: string[];
  template_id?: string;
  version_id_override?: string;
  sender_id?: number;
  from_address?: string;
  custom_unsubscribe_url?: string;
  suppression_group_id?: number;
  /** The preview's test data, when it is valid JSON. */
  substitutions?: Record<string, unknown>;
  html_content?: string;
  plain_content?: string;
  subject?: string;
}

/** What the host tells the test send beyond its content: the template (if any), the sender and the unsubscribe choice. */
export interface TestSendTarget {
  /** `dynamic-templates` when the test is of a dynamic template version (`?test-source=dynamic-templates`). */
  source?: 'dynamic-templates';
  /** The subject to send with content that has no template (a single send's); the session's title otherwise. */
  subject?: string;
  templateId?: string;
  versionId?: string;
  senderId?: string;
  fromAddress?: string;
  suppressionGroupId?: string;
  customUnsubscribeUrl?: string;
}

export interface TestSendContent {
  html: string;
  plainText: string;
  subject: string;
}

const integer = (value: string | undefined) => (value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined);

/** The payload: ids as the API wants them (sender and group integers), content only when there is no template. */
export function toTestSendPayload(
  emails: readonly string[],
  target: TestSendTarget,
  content: TestSendContent,
  substitutions: Record<string, unknown> | undefined,
): TestSendPayload {
  const optional = {
    version_id_override: target.versionId,
    sender_id: integer(target.senderId),
    from_address: target.fromAddress,
    custom_unsubscribe_url: target.customUnsubscribeUrl,
    suppression_group_id: integer(target.suppressionGroupId),
    substitutions,
  };
  const source = target.templateId
    ? { template_id: target.templateId }
    : { html_content: content.html, plain_content: content.plainText, subject: content.subject };
  const defined = Object.entries({ ...source, ...optional }).filter(([, value]) => value !== undefined && value !== '');
  return { emails: [...emails], ...Object.fromEntries(defined) };
}
