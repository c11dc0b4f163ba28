import { useEffect, useState } from 'react';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  over: boolean;
}

export function timeLeft(endsAt: string | number | Date, now = Date.now()): TimeLeft {
  const ms = Math.max(0, new Date(endsAt).getTime() - now);
  const s = Math.floor(ms / 1000);
  return {
    days: Math.floor(s / 86400),
    hours: Math.floor(s / 3600) % 24,
    minutes: Math.floor(s / 60) % 60,
    seconds: s % 60,
    over: ms === 0,
  };
}

/**
 * Ticks once a second until the end date the page wrote; stops at zero. Null until mounted: the
 * server and the hydrating browser paint the same neutral value (the time differs between them),
 * and the first tick replaces it right after.
 */
export function useCountdown(endsAt: string | null): TimeLeft | null {
  const [left, setLeft] = useState<TimeLeft | null>(null);
  useEffect(() => {
    if (!endsAt) return;
    const tick = () => setLeft(timeLeft(endsAt));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return left;
}
