import { describe, expect, it } from 'vitest';
import { operatorModeOf, operatorShell } from './operator-mode.ts';

describe('operator modes', () => {
  it('reads the mode from ?operator-mode=, anything else being the default', () => {
    expect(operatorModeOf(new URL('http://demo.localhost/'))).toBe('default');
    expect(operatorModeOf(new URL('http://demo.localhost/?operator-mode=kiosk'))).toBe('kiosk');
    expect(operatorModeOf(new URL('http://demo.localhost/?operator-mode=headless'))).toBe('headless');
    expect(operatorModeOf(new URL('http://demo.localhost/?operator-mode=toString'))).toBe('default');
  });

  it('hides the shell outside the default mode and leaves header and sidebar out when headless', () => {
    expect(operatorShell('default')).toEqual({ hideChrome: false, renderHeaderAndSidebar: true });
    expect(operatorShell('kiosk')).toEqual({ hideChrome: true, renderHeaderAndSidebar: true });
    expect(operatorShell('headless')).toEqual({ hideChrome: true, renderHeaderAndSidebar: false });
  });
});
