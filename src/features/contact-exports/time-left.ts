const MINUTE_MS = 60_000;

/** "11 h 42 min left", "25 min left", "Less than a minute left", or "Expired", from an ISO expiry and the time now. */
export function timeLeft(expiresAt: string, now: number): string {
  const left = Date.parse(expiresAt) - now;
  if (!(left > 0)) return 'Expired';
  const minutes = Math.floor(left / MINUTE_MS);
  if (minutes < 1) return 'Less than a minute left';
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min left` : `${minutes} min left`;
}

export const isExpired = (expiresAt: string, now: number) => !(Date.parse(expiresAt) - now > 0);
