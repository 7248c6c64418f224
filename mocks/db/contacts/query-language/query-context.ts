/** What a query is compiled against: the account's custom fields (referenced by name) and the time `NOW()` means. */
export interface QueryContext {
  customFields: readonly { id: string; tableId: number; name: string; type: 'Text' | 'Number' | 'Date' }[];
  /** Unix milliseconds. */
  now: number;
}
