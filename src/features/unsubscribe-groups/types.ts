/** Server shape of an unsubscribe group (GET/POST/PATCH /asm/groups). */
export interface UnsubscribeGroupDto {
  id: number;
  name: string;
  description: string;
  is_default?: boolean;
  /** Absent from the POST answer. */
  unsubscribes?: number;
  /** Older API examples carry it; unix seconds (an ISO string is read too), null when never sent. */
  last_email_sent_at?: number | string | null;
}

/** Client shape: ids are strings, names say what they mean. */
export interface UnsubscribeGroup {
  id: string;
  name: string;
  description: string;
  /** Number of addresses that opted out of this group. */
  unsubscribes: number;
  /** Sent to the server as `is_default`. */
  isDisplayedOnPreferencesPage: boolean;
  /** Unix seconds, or null when no email was sent with this group yet. */
  lastEmailSentAt: number | null;
}

/** What the add and edit forms hold. */
export type UnsubscribeGroupFormValues = Pick<UnsubscribeGroup, 'name' | 'description' | 'isDisplayedOnPreferencesPage'>;

/** Request body of POST and PATCH /asm/groups. */
export interface UnsubscribeGroupPayload {
  name: string;
  description: string;
  is_default: boolean;
}

/** Answer of POST /download/asm/groups/{id}/suppressions. */
export interface SuppressionExportDto {
  download_url?: unknown;
}

/** The two recipient-facing pages a group appears on. */
export type PreviewType = 'preferences' | 'unsubscribe';
export const PREVIEW_TYPES: readonly PreviewType[] = ['unsubscribe', 'preferences'];
export const isPreviewType = (value: string | undefined): value is PreviewType => value === 'preferences' || value === 'unsubscribe';

/** Upload batch states of the product spec (§3): Ready, then Uploading, then Success or Failure. */
export type UploadBatchStatus = 'Ready' | 'Uploading' | 'Success' | 'Failure';

/** Email addresses, one per line: how long address lists travel and sit in the store. */
export type AddressList = string;
export const toAddressList = (emails: readonly string[]): AddressList => emails.join('\n');
export const fromAddressList = (list: AddressList): string[] => (list === '' ? [] : list.split('\n'));

/** What reading a CSV file found. */
export interface CsvAddresses {
  fileName: string;
  /**
   * Valid, distinct addresses in file order, at most MAX_CSV_ADDRESSES, one per line (an AddressList):
   * one string instead of 20,000 keeps the store's and the worker's copies cheap.
   */
  addresses: AddressList;
  validCount: number;
  /** Cells that are not email addresses; skipped. */
  invalidCount: number;
  /** A few of them, to show what was wrong. */
  invalidExamples: string[];
  /** Repeats of an address already in the file (compared case-insensitively); skipped. */
  duplicateCount: number;
  /** Set when the file held more addresses than one upload may: the last address taken. */
  truncatedAfter: string | null;
}

const toUnixSeconds = (value: UnsubscribeGroupDto['last_email_sent_at']): number | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value !== '') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : Math.floor(parsed / 1000);
  }
  return null;
};

export const toUnsubscribeGroup = (dto: UnsubscribeGroupDto): UnsubscribeGroup => ({
  id: String(dto.id),
  name: dto.name,
  description: dto.description ?? '',
  unsubscribes: dto.unsubscribes ?? 0,
  isDisplayedOnPreferencesPage: dto.is_default ?? false,
  lastEmailSentAt: toUnixSeconds(dto.last_email_sent_at),
});

/**
 * What a PATCH answer says about a group. The count and last-sent time are left out when the answer has
 * none, so merging it into the stored group keeps the ones the list loaded.
 */
export const toUnsubscribeGroupUpdate = (dto: UnsubscribeGroupDto): Pick<UnsubscribeGroup, 'id'> & Partial<UnsubscribeGroup> => {
  const { unsubscribes, lastEmailSentAt, ...rest } = toUnsubscribeGroup(dto);
  return {
    ...rest,
    ...(dto.unsubscribes === undefined ? {} : { unsubscribes }),
    ...(dto.last_email_sent_at === undefined ? {} : { lastEmailSentAt }),
  };
};

export const toUnsubscribeGroupPayload = (values: UnsubscribeGroupFormValues): UnsubscribeGroupPayload => ({
  name: values.name.trim(),
  description: values.description.trim(),
  is_default: values.isDisplayedOnPreferencesPage,
});

export const toUnsubscribeGroupFormValues = (group?: UnsubscribeGroup): UnsubscribeGroupFormValues => ({
  name: group?.name ?? '',
  description: group?.description ?? '',
  isDisplayedOnPreferencesPage: group?.isDisplayedOnPreferencesPage ?? false,
});

/** Server field paths → form field names, so a 400 lands next to the right input. */
export const groupServerFields: Record<string, keyof UnsubscribeGroupFormValues> = {
  name: 'name',
  description: 'description',
  is_default: 'isDisplayedOnPreferencesPage',
};
