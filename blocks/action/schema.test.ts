import { describe, expect, it } from 'vitest';
import { actionProps } from './schema.ts';
import { IN_APP_ACTIONS, actionAttribute, actionLink } from './in-app-actions.ts';
import { inAppAction } from '../fields.ts';

describe('action schema', () => {
  it('defaults to a primary "basket" action with its icon on the left', () => {
    expect(actionProps.parse({})).toMatchObject({
      text: '',
      action: 'basket',
      style: 'primary',
      iconPosition: 'left',
      align: 'center',
      size: 'large',
      fullWidth: false,
      newTab: false,
    });
  });
  it('sends the basket and express checkout action targets', () => {
    expect(IN_APP_ACTIONS.basket.href).toBe('/basket');
    expect(IN_APP_ACTIONS.expressCheckout.href).toBe('/checkout?express=true');
  });
  it('limits icon position to left or right and actions to the named list', () => {
    expect(actionProps.safeParse({ iconPosition: 'top' }).success).toBe(false);
    expect(actionProps.safeParse({ action: 'deleteStore' }).success).toBe(false);
    expect(actionProps.parse({ action: 'liveChat' }).action).toBe('liveChat');
  });
  it('limits the text to 60 characters', () => {
    expect(actionProps.safeParse({ text: 'x'.repeat(61) }).success).toBe(false);
    expect(actionProps.parse({ text: '  Chat  ' }).text).toBe('Chat');
  });
  it('passes links through the URL sanitiser', () => {
    expect(actionProps.parse({ action: 'link', href: 'javascript:alert(1)' }).href).toBe('/404/');
    expect(actionProps.parse({ action: 'link', href: '/collection/hoodies/' }).href).toBe('/collection/hoodies/');
    expect(actionProps.parse({ action: 'link', href: '  ' }).href).toBeUndefined();
  });
  it('knows named actions only by their own keys', () => {
    expect(inAppAction().parse('basket')).toBe('basket');
    expect(inAppAction().parse('toString')).toBeUndefined();
    expect(inAppAction().parse(undefined)).toBeUndefined();
    expect(actionAttribute('expressCheckout')).toBe('express-checkout');
  });
  it('links a named action to its address (over any href), a plain link in a new tab without the opener', () => {
    expect(actionLink({ action: 'basket', href: '/elsewhere/', newTab: true })).toEqual({
      href: '/basket',
      'data-action': 'basket',
      target: undefined,
      rel: undefined,
    });
    expect(actionLink({ href: 'https://example.com/', newTab: true })).toEqual({
      href: 'https://example.com/',
      'data-action': undefined,
      target: '_blank',
      rel: 'noopener',
    });
    expect(actionLink({ href: '/a/' })).toEqual({ href: '/a/', 'data-action': undefined, target: undefined, rel: undefined });
  });
});
