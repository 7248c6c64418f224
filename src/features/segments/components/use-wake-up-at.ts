import { useEffect, useState } from 'react';

/**
 * Renders the component again once `instant` has passed, so what depends on the time (a refresh that
 * becomes possible) changes on screen without a reload.
 */
export function useWakeUpAt(instant: number | null): void {
  const [, setWakeUps] = useState(0);
  useEffect(() => {
    if (instant === null) return;
    // setTimeout's delay is a 32-bit number: past about 24 days, wake up and look again.
    const delay = Math.min(Math.max(instant - Date.now(), 0) + 1000, 2 ** 31 - 1);
    const timer = setTimeout(() => setWakeUps((count) => count + 1), delay);
    return () => clearTimeout(timer);
  }, [instant]);
}
