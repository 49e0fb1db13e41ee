import { describe, expect, it } from 'vitest';
import {
  groupSecret,
  initialTwoFactorView,
  nextTwoFactorView,
  qrImageSource,
  recoveryCodesText,
  twoFactorIsOn,
  type TwoFactorView,
} from '../../../islands/account/two-factor-flow.ts';

const setup = { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' };
const codes = Array.from({ length: 10 }, (_, index) => `code${index}aaa-bbbbbbbb`);

describe('two-factor section states', () => {
  it('enrols with the app: off → scan → codes → on', () => {
    let view: TwoFactorView = initialTwoFactorView(false);
    view = nextTwoFactorView(view, { type: 'setupReady', setup });
    expect(view).toEqual({ view: 'scan', ...setup });
    view = nextTwoFactorView(view, { type: 'enabled', codes });
    expect(view).toEqual({ view: 'codes', codes, reason: 'enabled' });
    expect(twoFactorIsOn(view)).toBe(true);
    view = nextTwoFactorView(view, { type: 'codesSaved' });
    expect(view).toEqual({ view: 'on' });
  });

  it('enrols by text message: off → phone → code → codes', () => {
    let view: TwoFactorView = nextTwoFactorView({ view: 'off' }, { type: 'smsChosen' });
    expect(view).toEqual({ view: 'smsPhone' });
    view = nextTwoFactorView(view, { type: 'smsCodeSent', phone: '07700900123' });
    expect(view).toEqual({ view: 'smsCode', phone: '07700900123' });
    expect(nextTwoFactorView(view, { type: 'enabled', codes }).view).toBe('codes');
  });

  it('regenerates codes and turns off only after asking', () => {
    const on: TwoFactorView = initialTwoFactorView(true);
    expect(nextTwoFactorView(on, { type: 'regenerated', codes })).toEqual({ view: 'codes', codes, reason: 'regenerated' });
    const asked = nextTwoFactorView(on, { type: 'disableAsked' });
    expect(asked.view).toBe('confirmDisable');
    expect(nextTwoFactorView(asked, { type: 'disableCancelled' })).toEqual({ view: 'on' });
    expect(nextTwoFactorView(asked, { type: 'disabled' })).toEqual({ view: 'off' });
    expect(twoFactorIsOn({ view: 'off' })).toBe(false);
  });

  it('ignores events that do not fit the current view', () => {
    const off: TwoFactorView = { view: 'off' };
    expect(nextTwoFactorView(off, { type: 'enabled', codes })).toBe(off);
    expect(nextTwoFactorView(off, { type: 'disableAsked' })).toBe(off);
    const on: TwoFactorView = { view: 'on' };
    expect(nextTwoFactorView(on, { type: 'setupReady', setup })).toBe(on);
  });
});

describe('QR code and secret', () => {
  it('turns the server SVG into a data URL and refuses anything else', () => {
    const source = qrImageSource(setup.qrSvg);
    expect(source?.startsWith('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe(true);
    expect(qrImageSource('<?xml version="1.0"?>\n<svg></svg>')).not.toBeNull();
    expect(qrImageSource('<img src=x onerror=alert(1)>')).toBeNull();
    expect(qrImageSource('')).toBeNull();
  });

  it('groups the secret in fours for typing', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDE')).toBe('ABCD E');
  });

  it('writes a codes file with one code a line', () => {
    const text = recoveryCodesText(codes, { email: 'owner@demo.test', site: 'Northwind Tees' }, new Date('2026-11-22T10:00:00Z'));
    expect(text.split('\n')).toEqual(expect.arrayContaining(codes));
    expect(text).toContain('owner@demo.test at Northwind Tees');
    expect(text).toContain('2026-11-22');
  });
});
