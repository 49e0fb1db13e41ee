import { MAX_BADGE_LENGTH } from '../../../schemas/factory.ts';

// What the factory's scan field was given. A keyboard-wedge scanner types the
// code and Enter; people type too, so case, spaces and a stray carriage return are forgiven.
// - 'PF' + 10 digits: a factory label (factory_labels.barcode, createLabels makes them);
// - 'RT' + 10 digits: a shopper's prepaid return label (return_logs.label_code);
// - 'RX' + 10 digits: a free return offer's label (received with the return offers, not here);
// - anything else: an RFID badge id (staff_rfids.rfid), which says who is scanning.
// The codes are src/lib/label-codes.ts's.

export type ScanCode =
  | { kind: 'label'; barcode: string }
  | { kind: 'return'; code: string }
  | { kind: 'offer'; code: string }
  | { kind: 'badge'; rfid: string }
  | { kind: 'empty' };

export const LABEL_CODE = /^PF\d{10}$/;
export const RETURN_CODE = /^RT\d{10}$/;
export const OFFER_CODE = /^RX\d{10}$/;

export function parseScanCode(raw: string): ScanCode {
  // Readers may add control characters (CR, tab, a group separator) around the code.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the readers' control characters are what is removed
  const text = raw.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (text === '') return { kind: 'empty' };
  const upper = text.toUpperCase().replace(/\s+/g, '');
  if (LABEL_CODE.test(upper)) return { kind: 'label', barcode: upper };
  if (RETURN_CODE.test(upper)) return { kind: 'return', code: upper };
  if (OFFER_CODE.test(upper)) return { kind: 'offer', code: upper };
  return { kind: 'badge', rfid: text.slice(0, MAX_BADGE_LENGTH + 1) };
}
