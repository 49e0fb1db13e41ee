// CSV as spreadsheets read it (RFC 4180): fields quoted when they hold a comma, a quote or a
// line break, quotes doubled, CRLF between records. A text field starting with = + - @ or a
// tab is prefixed with ' so a spreadsheet shows it rather than running it as a formula (an
// e-mail address or a name is the shopper's words).

export type CsvValue = string | number | null;

function cell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Minor units as a decimal amount (1234 → "12.34"), for a currency with `digits` decimals. */
export function decimal(minor: number, digits = 2): string {
  if (digits === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const unit = 10 ** digits;
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(digits, '0')}`;
}
