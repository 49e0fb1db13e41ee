import { describe, expect, it } from 'vitest';
import { launchTime, timeLeft, timeLeftSentence, unitText } from '../../../src/components/account/countdown.ts';
import { monthsFree, PLANS } from '../../../src/components/account/plans.ts';

describe('coming-soon countdown', () => {
  const launch = Date.parse('2026-12-01T09:00:00Z');

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = launch - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000;
    expect(timeLeft(launch, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, launched: false });
  });

  it('stops at zero once the launch has passed', () => {
    expect(timeLeft(launch, launch + 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, launched: true });
  });

  it('reads launchAt safely', () => {
    expect(launchTime('2026-12-01T09:00:00Z')).toBe(launch);
    expect(launchTime('not a date')).toBeNull();
    expect(launchTime(null)).toBeNull();
  });

  it('pads clock units and says the rest in words', () => {
    expect(unitText('hours', 4)).toBe('04');
    expect(unitText('days', 120)).toBe('120');
    expect(timeLeftSentence({ days: 1, hours: 2, minutes: 0, seconds: 9, launched: false })).toBe('1 day and 2 hours to go.');
    expect(timeLeftSentence({ days: 3, hours: 1, minutes: 5, seconds: 0, launched: false })).toBe('3 days, 1 hour and 5 minutes to go.');
    expect(timeLeftSentence({ days: 0, hours: 0, minutes: 0, seconds: 9, launched: false })).toBe('Less than a minute to go.');
    expect(timeLeftSentence(timeLeft(launch, launch))).toBe('We are open!');
  });
});

describe('plans', () => {
  it('offers Free and Pro, with Pro yearly saving whole months', () => {
    expect(PLANS.map((plan) => plan.id)).toEqual(['free', 'pro']);
    const pro = PLANS.find((plan) => plan.id === 'pro');
    expect(pro && monthsFree(pro)).toBe(2);
    const free = PLANS.find((plan) => plan.id === 'free');
    expect(free && monthsFree(free)).toBe(0);
  });
});
