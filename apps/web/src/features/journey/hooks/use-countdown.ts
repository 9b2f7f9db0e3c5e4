import { useEffect, useState } from 'react';
import { remainingSeconds } from '../lib/countdown';

/** Seconds left until `unlockAtMs` on this device's clock, ticking each second down to 0. */
export function useCountdown(unlockAtMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (unlockAtMs === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= unlockAtMs) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [unlockAtMs]);
  return unlockAtMs === null ? 0 : remainingSeconds(unlockAtMs, now);
}
