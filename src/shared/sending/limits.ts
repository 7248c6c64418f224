/** The spec's limits for single sends (sending-and-content.md §5 and §9); the mock enforces the same. */
export const SINGLE_SEND_LIMITS = {
  singleSends: 10_000,
  bulkDeleteIds: 50,
  nameLength: 100,
  categories: 10,
  include: { lists: 50, segments: 10 },
  exclude: { lists: 50, segments: 5 },
  abVariations: { min: 2, max: 6 },
  abMinContactsPerVariant: 10,
  abMaxSendSize: 2_000_000,
  /** The winner must be picked within this many days, or the test expires. */
  abPickWithinDays: 7,
  clickTrackingLinks: 1000,
  /** Click tracking exists for single sends created on or after this day. */
  clickTrackingCutoff: '2020-07-16',
  sms: { images: 10, imagesTotalBytes: 5 * 1024 * 1024, testRecipients: 10 },
  /** The default time of day offered when scheduling, in the user's timezone. */
  defaultSendTime: { hours: 8, minutes: 0 },
} as const;
