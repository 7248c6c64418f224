/** The published Metrics of the marketing stats (ENDPOINTS.md §6), of single sends and automations alike; all integers. */
export interface MetricsDto {
  requests: number;
  delivered: number;
  opens: number;
  unique_opens: number;
  clicks: number;
  unique_clicks: number;
  bounces: number;
  bounce_drops: number;
  invalid_emails: number;
  spam_reports: number;
  spam_report_drops: number;
  unsubscribes: number;
}
