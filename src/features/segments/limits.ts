/**
 * Segment limits the screens check and the API enforces (the mock imports these). The spec names the
 * duplicate and limit errors without wording them; they follow the lists' exact strings.
 */
export const MAX_SEGMENTS = 200;
export const SEGMENT_NAME_MAX_LENGTH = 100;

export const SEGMENT_NAME_IN_USE_MESSAGE = 'segment name is already in use';
export const SEGMENT_LIMIT_MESSAGE = `error creating segment: limit of ${MAX_SEGMENTS} segments reached`;

/** Manual refreshes (ENDPOINTS.md §4): per segment 1 an hour and 2 a day, 10 a day across the account. */
export const REFRESH_LIMITS = { perSegmentPerHour: 1, perSegmentPerDay: 2, perAccountPerDay: 10 } as const;
