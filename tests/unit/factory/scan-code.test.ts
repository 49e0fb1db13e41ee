import { describe, expect, it } from 'vitest';
import { parseScanCode } from '../../../src/server/fulfilment/factory/scan-code.ts';

// One scan field reads factory labels, return labels and staff badges, as a
// keyboard-wedge scanner or a person types them.

describe('parseScanCode', () => {
  it('reads a factory label', () => {
    expect(parseScanCode('PF0123456789')).toEqual({ kind: 'label', barcode: 'PF0123456789' });
  });

  it('forgives what scanners and people add: case, spaces, CR/LF, tabs and group separators', () => {
    expect(parseScanCode(' pf0123456789\r\n')).toEqual({ kind: 'label', barcode: 'PF0123456789' });
    expect(parseScanCode('\u001dPF 0123 456789\t')).toEqual({ kind: 'label', barcode: 'PF0123456789' });
  });

  it('reads a shopper’s return label and a free return offer label', () => {
    expect(parseScanCode('rt9876543210')).toEqual({ kind: 'return', code: 'RT9876543210' });
    expect(parseScanCode('RX1234567890')).toEqual({ kind: 'offer', code: 'RX1234567890' });
  });

  it('anything else is a badge id, kept as typed (trimmed)', () => {
    expect(parseScanCode(' RFID-0001 ')).toEqual({ kind: 'badge', rfid: 'RFID-0001' });
    // Wrong length: not a label, so it can only be a badge (which the lookup then refuses).
    expect(parseScanCode('PF123')).toEqual({ kind: 'badge', rfid: 'PF123' });
    expect(parseScanCode('PF01234567890')).toEqual({ kind: 'badge', rfid: 'PF01234567890' });
  });

  it('an empty scan (Enter alone) is empty', () => {
    expect(parseScanCode('')).toEqual({ kind: 'empty' });
    expect(parseScanCode(' \r\n')).toEqual({ kind: 'empty' });
  });
});
