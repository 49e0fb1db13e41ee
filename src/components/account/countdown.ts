// The coming-soon page's countdown (/countdown/): time left until the store's
// launchAt, split into the units people read. Pure, so the page script and tests share it.

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The launch time has passed. */
  launched: boolean;
}

export const COUNTDOWN_UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
export type CountdownUnit = (typeof COUNTDOWN_UNITS)[number];

/** Milliseconds since the epoch of an ISO time, or null for a missing or unreadable one. */
export function launchTime(launchAt: string | null | undefined): number | null {
  if (!launchAt) return null;
  const time = Date.parse(launchAt);
  return Number.isNaN(time) ? null : time;
}

export function timeLeft(launchAtMs: number, nowMs: number): TimeLeft {
  const total = Math.max(0, Math.floor((launchAtMs - nowMs) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    launched: total === 0,
  };
}

/** Two digits for every unit but days, which may run past 99. */
export function unitText(unit: CountdownUnit, value: number): string {
  return unit === 'days' ? String(value) : String(value).padStart(2, '0');
}

/** "3 days, 4 hours and 5 minutes": what screen readers hear instead of a ticking clock. */
export function timeLeftSentence(left: TimeLeft): string {
  if (left.launched) return 'We are open!';
  const parts = (['days', 'hours', 'minutes'] as const)
    .filter((unit) => left[unit] > 0)
    .map((unit) => `${left[unit]} ${left[unit] === 1 ? unit.slice(0, -1) : unit}`);
  if (parts.length === 0) return 'Less than a minute to go.';
  const last = parts.pop();
  return `${parts.length > 0 ? `${parts.join(', ')} and ${last}` : last} to go.`;
}
