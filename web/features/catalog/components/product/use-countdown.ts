import { useEffect, useState } from 'react';
import { i18n } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface Countdown {
  /** Milliseconds left, never below zero. */
  msLeft: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole days left, rounded up, never below zero. */
  daysLeft: number;
  ended: boolean;
}

export function countdownTo(end: number, now: number): Countdown {
  const msLeft = Math.max(0, end - now);
  return {
    msLeft,
    days: Math.floor(msLeft / DAY),
    hours: Math.floor((msLeft % DAY) / HOUR),
    minutes: Math.floor((msLeft % HOUR) / MINUTE),
    seconds: Math.floor((msLeft % MINUTE) / SECOND),
    daysLeft: Math.max(0, Math.ceil(msLeft / DAY)),
    ended: msLeft === 0,
  };
}

const tc = () => i18n.getFixedT(null, CATALOG);
const count = (n: number, unit: 'day' | 'hour' | 'minute') => tc()(`countdown.${unit}`, { count: n });

/**
 * The time left in words, from the same split as the countdown's cells, so the line beside the window
 * bar never says another number of days than the countdown: "20 days 5 hours left", "1 day left",
 * "5 hours left", "12 minutes left", then "Less than a minute left".
 */
export function timeLeftText(c: Countdown): string {
  const t = tc();
  if (c.ended) return t('countdown.closed');
  if (c.days > 0)
    return t('countdown.left', {
      time: c.hours > 0 ? `${count(c.days, 'day')} ${count(c.hours, 'hour')}` : count(c.days, 'day'),
    });
  if (c.hours > 0) return t('countdown.left', { time: count(c.hours, 'hour') });
  if (c.minutes > 0) return t('countdown.left', { time: count(c.minutes, 'minute') });
  return t('countdown.lessThanMinute');
}

/** A countdown to a date that ticks every second and stops at zero. */
export function useCountdown(endDate: string | null): Countdown | null {
  const end = endDate ? Date.parse(endDate) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  const valid = Number.isFinite(end);
  const running = valid && end > now;

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setNow(Date.now()), SECOND);
    return () => window.clearInterval(id);
  }, [running]);

  return valid ? countdownTo(end, now) : null;
}
