import type { FieldErrors } from '../../../lib/validation/index.ts';
import { currencyFor } from '../../../lib/currencies.ts';
import { RATE_KINDS, type Band, type DeliveryMethod, type RateKind, type Zone } from '../../commerce/index.ts';

// The zone editor's plain form, both ways: a saved zone as the form's text fields, and a
// posted form as a zone. Amounts are typed in major units ("3.99") and become minor units by
// string arithmetic, never through floating point. Each method is a row of fields
// methods.{n}.code, .label, .minDays, .maxDays, .cutoff, .kind, .amount, .extraAmount, .bands
// (one band a line: from, up to, price), .freeOver and .remove; a blank row is ignored.

export const ZONE_FORM_MESSAGES = {
  amount: 'Please enter an amount such as 3.99.',
  days: 'Please enter a whole number of working days.',
  grams: 'Please enter a whole number of grams.',
  band: 'Write each band on its own line as: from, up to, price (leave “up to” empty for no limit).',
  kind: 'Choose how this method is priced.',
} as const;

export interface ZoneForm {
  values: Record<string, string>;
  countries: string[];
  restOfWorld: boolean;
  /** Method rows drawn (the saved ones and one blank for a new method). */
  rows: number;
}

const METHOD_FIELDS = ['code', 'label', 'minDays', 'maxDays', 'cutoff', 'kind', 'amount', 'extraAmount', 'bands', 'freeOver'] as const;

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** "3.99" → 399 (2 digits); undefined when it is not an amount. */
export function toMinor(text: string, digits: number): number | undefined {
  const match = new RegExp(`^(\\d{1,7})(?:\\.(\\d{1,${Math.max(digits, 1)}}))?$`).exec(text.replace(/^[£€$]/, ''));
  if (!match || (digits === 0 && match[2])) return undefined;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || '0');
}

/** 399 → "3.99". */
export function fromMinor(amount: number, digits: number): string {
  if (digits === 0) return String(amount);
  const scale = 10 ** digits;
  return `${Math.floor(amount / scale)}.${String(amount % scale).padStart(digits, '0')}`;
}

const bandLine = (band: Band, unit: (value: number) => string) => `${unit(band.from)}, ${band.to === null ? '' : unit(band.to)}, ${unit(band.price)}`;

/** A saved zone (or a new one) as the editor's fields. */
export function zoneForm(zone: Zone | undefined, currency: string): ZoneForm {
  const { digits } = currencyFor(currency);
  const money = (value: number) => fromMinor(value, digits);
  const values: Record<string, string> = { name: zone?.name ?? '' };
  const methods = zone?.methods ?? [];
  for (const [index, method] of methods.entries()) {
    const at = `methods.${index}`;
    const { rate } = method;
    Object.assign(values, {
      [`${at}.code`]: method.code,
      [`${at}.label`]: method.label,
      [`${at}.minDays`]: String(method.minDays),
      [`${at}.maxDays`]: String(method.maxDays),
      [`${at}.cutoff`]: method.cutoff ?? '',
      [`${at}.kind`]: rate.kind,
      [`${at}.amount`]: money(rate.amount),
      [`${at}.extraAmount`]: money(rate.extraAmount),
      [`${at}.freeOver`]: rate.freeOver === null ? '' : money(rate.freeOver),
      [`${at}.bands`]: rate.bands
        .map((band) => (rate.kind === 'weight-bands' ? `${band.from}, ${band.to ?? ''}, ${money(band.price)}` : bandLine(band, money)))
        .join('\n'),
    });
  }
  return { values, countries: zone?.countries ?? [], restOfWorld: zone?.restOfWorld ?? false, rows: methods.length + 1 };
}

function parseBands(text: string, kind: RateKind, digits: number): Band[] | undefined {
  const limit = (value: string) => (kind === 'weight-bands' ? (/^\d{1,7}$/.test(value) ? Number(value) : undefined) : toMinor(value, digits));
  const bands: Band[] = [];
  for (const line of text
    .split(/\r?\n/)
    .map((row) => row.trim())
    .filter(Boolean)) {
    const [from, to, price, ...rest] = line.split(/\s*[,;]\s*/);
    const parsed = { from: limit(from ?? ''), to: (to ?? '') === '' ? null : limit(to!), price: toMinor(price ?? '', digits) };
    if (rest.length > 0 || parsed.from === undefined || parsed.to === undefined || parsed.price === undefined) return undefined;
    bands.push({ from: parsed.from, to: parsed.to, price: parsed.price });
  }
  return bands;
}

/** A posted editor form as the form's fields (to draw again) and the zone it describes, with the errors of what could not be read. */
export function readZoneForm(form: FormData, currency: string): { form: ZoneForm; zone: Zone; errors: FieldErrors } {
  const { digits } = currencyFor(currency);
  const errors: FieldErrors = {};
  // Kept rows are numbered again from 0, as the zone's methods are (and their messages).
  const values: Record<string, string> = { name: field(form, 'name') };
  const countries = [
    ...new Set(
      form
        .getAll('countries')
        .filter((value): value is string => typeof value === 'string')
        .map((code) => code.trim().toUpperCase()),
    ),
  ];
  const restOfWorld = field(form, 'restOfWorld') === 'on';
  const methods: DeliveryMethod[] = [];
  const rows = Number(field(form, 'rows')) || 0;
  for (let index = 0; index < Math.min(rows, 20); index++) {
    const at = `methods.${index}`;
    const text = (name: string) => field(form, `${at}.${name}`);
    if (text('remove') === 'on' || (text('code') === '' && text('label') === '')) continue;
    const row = methods.length;
    for (const name of METHOD_FIELDS) values[`methods.${row}.${name}`] = text(name);
    const fail = (name: string, message: string) => {
      errors[`methods.${row}.${name}`] = [message];
    };
    const whole = (name: string) => {
      const value = text(name);
      if (!/^\d{1,2}$/.test(value)) fail(name, ZONE_FORM_MESSAGES.days);
      return Number(value) || 0;
    };
    const amount = (name: string, optional = false) => {
      const value = text(name);
      if (optional && value === '') return null;
      const minor = toMinor(value === '' ? '0' : value, digits);
      if (minor === undefined) fail(name, ZONE_FORM_MESSAGES.amount);
      return minor ?? 0;
    };
    const kind = text('kind') as RateKind;
    if (!(RATE_KINDS as readonly string[]).includes(kind)) fail('kind', ZONE_FORM_MESSAGES.kind);
    const bands = kind === 'value-bands' || kind === 'weight-bands' ? parseBands(text('bands'), kind, digits) : [];
    if (bands === undefined) fail('bands', ZONE_FORM_MESSAGES.band);
    methods.push({
      code: text('code'),
      label: text('label'),
      minDays: whole('minDays'),
      maxDays: whole('maxDays'),
      cutoff: text('cutoff') === '' ? null : text('cutoff'),
      rate: { kind, amount: amount('amount') ?? 0, extraAmount: amount('extraAmount') ?? 0, bands: bands ?? [], freeOver: amount('freeOver', true) },
    });
  }
  const zone: Zone = { name: field(form, 'name'), countries, restOfWorld, methods };
  return { form: { values, countries, restOfWorld, rows: methods.length + 1 }, zone, errors };
}
