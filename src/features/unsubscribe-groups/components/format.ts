const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const numberFormat = new Intl.NumberFormat('en-US');

/** "20,000"; one shared formatter (toLocaleString builds a new one on every call). */
export const formatNumber = (value: number) => numberFormat.format(value);

/** "Sep 29, 2026", or "Never" for a group no email was sent with. */
export const formatLastSent = (unixSeconds: number | null) => (unixSeconds === null ? 'Never' : dateFormat.format(new Date(unixSeconds * 1000)));

/** The machine-readable twin of formatLastSent, for <time dateTime>. */
export const isoDate = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();
