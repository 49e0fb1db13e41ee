import type { FieldErrors } from '../../../lib/validation/index.ts';
import { countryName, isShippingCountry } from '../../../lib/countries.ts';
import { formatMoney } from '../../../lib/money.ts';
import type { Band, DeliveryMethod, Zone } from './rules.ts';

// An owner's zone edit, checked against the store's other zones before it is saved: every
// country in at most one zone, one rest-of-the-world zone, methods with distinct codes,
// estimates that make sense and bands that neither overlap nor leave a gap.

export const ZONE_MESSAGES = {
  required: 'This field is required.',
  noCountries: 'Choose at least one country, or make this the rest of the world zone.',
  unknownCountry: (code: string) => `${code} is not a country we ship to.`,
  taken: (country: string, zone: string) => `${country} is already in the ${zone} zone.`,
  restOfWorldTaken: (zone: string) => `The ${zone} zone already covers the rest of the world.`,
  zoneName: (name: string) => `Another zone is already called ${name}.`,
  noMethods: 'Add at least one delivery method.',
  code: 'Must contain only lowercase letters, digits or dashes.',
  codeTaken: (code: string) => `Another method in this zone is already called ${code}.`,
  days: 'The slowest delivery cannot be quicker than the fastest.',
  cutoff: 'Please enter a date as YYYY-MM-DD.',
  noBands: 'Add at least one band.',
  emptyBand: (band: string) => `The band ${band} is empty: its upper limit must be above its lower limit.`,
  overlap: (a: string, b: string) => `The bands ${a} and ${b} overlap.`,
  gap: (a: string, b: string) => `Nothing covers the gap between the bands ${a} and ${b}.`,
  firstBand: (band: string) => `The first band ${band} must start at 0.`,
} as const;

const CODE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function addError(errors: FieldErrors, field: string, message: string): void {
  errors[field] = [...(errors[field] ?? []), message];
}

function bandText(band: Band, unit: (value: number) => string): string {
  return band.to === null ? `${unit(band.from)} and over` : `${unit(band.from)}–${unit(band.to)}`;
}

/** The bands' errors: sorted by lower limit, each must start where the last ended. */
function bandErrors(bands: readonly Band[], unit: (value: number) => string): string[] {
  if (bands.length === 0) return [ZONE_MESSAGES.noBands];
  const errors: string[] = [];
  for (const band of bands) if (band.to !== null && band.to <= band.from) errors.push(ZONE_MESSAGES.emptyBand(bandText(band, unit)));
  if (errors.length > 0) return errors;
  const sorted = [...bands].sort((a, b) => a.from - b.from);
  if (sorted[0]!.from !== 0) errors.push(ZONE_MESSAGES.firstBand(bandText(sorted[0]!, unit)));
  for (let index = 1; index < sorted.length; index++) {
    const previous = sorted[index - 1]!;
    const band = sorted[index]!;
    if (previous.to === null || band.from < previous.to) errors.push(ZONE_MESSAGES.overlap(bandText(previous, unit), bandText(band, unit)));
    else if (band.from > previous.to) errors.push(ZONE_MESSAGES.gap(bandText(previous, unit), bandText(band, unit)));
  }
  return errors;
}

function methodErrors(method: DeliveryMethod, at: string, codes: Set<string>, currency: string, errors: FieldErrors): void {
  const add = (field: string, message: string) => addError(errors, `${at}.${field}`, message);
  if (method.code === '') add('code', ZONE_MESSAGES.required);
  else if (!CODE.test(method.code)) add('code', ZONE_MESSAGES.code);
  else if (codes.has(method.code)) add('code', ZONE_MESSAGES.codeTaken(method.code));
  codes.add(method.code);
  if (method.label.trim() === '') add('label', ZONE_MESSAGES.required);
  if (method.maxDays < method.minDays) add('maxDays', ZONE_MESSAGES.days);
  if (method.cutoff !== null && !DATE.test(method.cutoff)) add('cutoff', ZONE_MESSAGES.cutoff);
  const { rate } = method;
  if (rate.kind === 'value-bands') for (const message of bandErrors(rate.bands, (value) => formatMoney(value, currency))) add('bands', message);
  if (rate.kind === 'weight-bands') for (const message of bandErrors(rate.bands, (value) => `${value} g`)) add('bands', message);
}

/** The field errors of `zone` beside the store's `others` (the zone itself left out); empty when it can be saved. */
export function validateZone(zone: Zone, others: readonly Zone[], currency: string): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => addError(errors, field, message);
  const name = zone.name.trim();
  if (name === '') add('name', ZONE_MESSAGES.required);
  else if (others.some((other) => other.name.trim().toLowerCase() === name.toLowerCase())) add('name', ZONE_MESSAGES.zoneName(name));
  if (zone.countries.length === 0 && !zone.restOfWorld) add('countries', ZONE_MESSAGES.noCountries);
  for (const code of zone.countries) {
    if (!isShippingCountry(code)) {
      add('countries', ZONE_MESSAGES.unknownCountry(code));
      continue;
    }
    const holder = others.find((other) => other.countries.includes(code));
    if (holder) add('countries', ZONE_MESSAGES.taken(countryName(code), holder.name));
  }
  const restHolder = zone.restOfWorld ? others.find((other) => other.restOfWorld) : undefined;
  if (restHolder) add('restOfWorld', ZONE_MESSAGES.restOfWorldTaken(restHolder.name));
  if (zone.methods.length === 0) add('methods', ZONE_MESSAGES.noMethods);
  const codes = new Set<string>();
  for (const [index, method] of zone.methods.entries()) methodErrors(method, `methods.${index}`, codes, currency, errors);
  return errors;
}
