import { describe, expect, it } from 'vitest';
import { badgeGates, checklistProgress, type GateFacts } from './badge-gates.ts';

const NEW_STORE: GateFacts = {
  accountComplete: true,
  isPro: false,
  productCount: 0,
  hasLogo: false,
  hasDescription: false,
  themeChosen: false,
  homepageEdited: false,
  paidOrderCount: 0,
  hasFilledCollection: false,
};

describe('badge-completion gates', () => {
  it('gives a new store only the sign-up badge', () => {
    expect(badgeGates(NEW_STORE)).toEqual({
      'sign-up': true,
      card: false,
      designer: false,
      profile: false,
      theme: false,
      homepage: false,
      entrepreneur: false,
    });
  });

  it('opens each gate on the state it reads', () => {
    expect(badgeGates({ ...NEW_STORE, accountComplete: false })['sign-up']).toBe(false);
    expect(badgeGates({ ...NEW_STORE, isPro: true }).card).toBe(true);
    expect(badgeGates({ ...NEW_STORE, productCount: 1 }).designer).toBe(true);
    expect(badgeGates({ ...NEW_STORE, hasLogo: true }).profile).toBe(false);
    expect(badgeGates({ ...NEW_STORE, hasLogo: true, hasDescription: true }).profile).toBe(true);
    expect(badgeGates({ ...NEW_STORE, themeChosen: true }).theme).toBe(true);
    expect(badgeGates({ ...NEW_STORE, homepageEdited: true }).homepage).toBe(true);
    expect(badgeGates({ ...NEW_STORE, paidOrderCount: 2 }).entrepreneur).toBe(true);
  });
});

describe('the checklist on the dashboard home', () => {
  it('starts at the profile step after sign-up, linked to where it is done', () => {
    const progress = checklistProgress({ currentStep: 'profile', completed: ['sign-up'] }, badgeGates(NEW_STORE), NEW_STORE);
    expect(progress.doneCount).toBe(1);
    expect(progress.next).toEqual({ step: 'profile', label: 'Add your logo and a description of your store', href: '/dashboard/store/settings/' });
  });

  it('counts steps the store has really done and moves past a current step already done', () => {
    const facts = { ...NEW_STORE, hasLogo: true, hasDescription: true, themeChosen: true };
    const progress = checklistProgress({ currentStep: 'profile', completed: ['sign-up'] }, badgeGates(facts), facts);
    expect(progress.doneCount).toBe(3);
    expect(progress.next?.step).toBe('homepage');
  });

  it('follows the recorded current step (a homepage save moves it to collection)', () => {
    const progress = checklistProgress({ currentStep: 'collection', completed: ['sign-up', 'homepage'] }, badgeGates(NEW_STORE), NEW_STORE);
    expect(progress.steps.find((step) => step.step === 'homepage')?.done).toBe(true);
    expect(progress.next?.step).toBe('collection');
    const filled = checklistProgress({ currentStep: 'collection', completed: ['sign-up', 'homepage'] }, badgeGates(NEW_STORE), { hasFilledCollection: true });
    expect(filled.next?.step).toBe('profile');
  });

  it('has no next step once everything is done', () => {
    const all: GateFacts = {
      accountComplete: true,
      isPro: true,
      productCount: 3,
      hasLogo: true,
      hasDescription: true,
      themeChosen: true,
      homepageEdited: true,
      paidOrderCount: 1,
      hasFilledCollection: true,
    };
    const progress = checklistProgress({ currentStep: 'entrepreneur', completed: [] }, badgeGates(all), all);
    expect(progress.next).toBeNull();
    expect(progress.doneCount).toBe(progress.steps.length);
  });
});
