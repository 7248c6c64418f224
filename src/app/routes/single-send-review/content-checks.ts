import type { SingleSendDto } from '@/shared/sending/single-send';
import type { ContentChecks } from '@/features/single-send-review/components/ReviewPage';

/** The contents a send would go out with: its own, or each variation's in a content test. */
const storedContents = (send: SingleSendDto) =>
  send.abtest?.type === 'content' && send.ab_variations.length > 0
    ? send.ab_variations.map((variation) => ({ htmlContent: variation.html_content, plainContent: variation.plain_content, editor: variation.editor, designDocument: variation.design_document }))
    : [{ htmlContent: send.email_config.html_content, plainContent: send.email_config.plain_content, editor: send.email_config.editor, designDocument: send.email_config.design_document }];

/**
 * The editor's pre-send checks and Handlebars validation over a send's stored content, loaded on first
 * use (Handlebars and the checks stay off the review's first load).
 */
export async function checkSendContent(send: SingleSendDto): Promise<ContentChecks> {
  const [{ openStoredEmail }, { runPreSendChecks }, { findDocumentHandlebarsIssues }, { findHandlebarsIssues }] = await Promise.all([
    import('../email-hosting/email-content-bridge'),
    import('@/features/email-editor/checks/pre-send-checks'),
    import('@/features/email-editor/code/handlebars-issues'),
    import('@/shared/handlebars/template-issues'),
  ]);
  let handlebarsIssues = 0;
  const warnings = new Set<string>();
  for (const stored of storedContents(send)) {
    if (stored.htmlContent.trim() === '') continue;
    const { content } = openStoredEmail(stored);
    const issues = content.document ? findDocumentHandlebarsIssues(content.document) : findHandlebarsIssues(content.html);
    handlebarsIssues += issues.length;
    for (const issue of runPreSendChecks({ document: content.document, html: content.html, handlebarsIssues: issues })) warnings.add(issue.message);
  }
  return { handlebarsIssues, warnings: [...warnings] };
}
