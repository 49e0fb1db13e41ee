// The references printed as barcodes: factory labels (PF), shoppers' return labels (RT) and
// free-return-offer labels (RX). Ten random digits after the prefix: short enough for a
// Code 128 a handheld scanner reads at arm's length, and a unique index catches the rare repeat.

export type LabelPrefix = 'PF' | 'RT' | 'RX';

/** A scanned or typed code, normalised: scanners may add spaces; people type lower case. */
export function normaliseLabelCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

export function isLabelCode(input: string, prefix: LabelPrefix): boolean {
  return new RegExp(`^${prefix}\\d{10}$`).test(input);
}
