/** One formatter each for the app's numbers and dates (Intl formatters are costly to build per call). */
const numberFormat = new Intl.NumberFormat('en-US');
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** "20,000". */
export const formatNumber = (value: number) => numberFormat.format(value);

/** "Oct 1, 2026", from an ISO 8601 time or a Date, in the browser's time zone. */
export const formatDate = (time: string | Date) => dateFormat.format(typeof time === 'string' ? new Date(time) : time);
