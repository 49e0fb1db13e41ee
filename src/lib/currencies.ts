// The supported currencies. Rates are defaults (GBP 1,
// USD 2, the rest 1); a store's currency plugin can set its own.

export interface CurrencyDefinition {
  code: string;
  name: string;
  symbol: string;
  symbolAlign: 'left' | 'right';
  /** Minor-unit digits (ISO 4217): 0 for JPY, KRW, ISK; 2 otherwise. */
  digits: number;
  conversionRate: number;
  decimalPoint: string;
  thousandsSeparator: string;
  subScript: string;
}

type Row = [code: string, name: string, symbol: string, align?: 'left' | 'right', digits?: number];

const ROWS: Row[] = [
  ['GBP', 'British pound', '£'],
  ['USD', 'US dollar', '$'],
  ['EUR', 'Euro', '€'],
  ['CAD', 'Canadian dollar', 'CA$'],
  ['AUD', 'Australian dollar', 'A$'],
  ['JPY', 'Japanese yen', '¥', 'left', 0],
  ['KRW', 'South Korean won', '₩', 'left', 0],
  ['NOK', 'Norwegian krone', 'kr', 'right'],
  ['SEK', 'Swedish krona', 'kr', 'right'],
  ['DKK', 'Danish krone', 'kr', 'right'],
  ['BGN', 'Bulgarian lev', 'лв', 'right'],
  ['BRL', 'Brazilian real', 'R$'],
  ['CNY', 'Chinese yuan', 'CN¥'],
  ['NZD', 'New Zealand dollar', 'NZ$'],
  ['CZK', 'Czech koruna', 'Kč', 'right'],
  ['HKD', 'Hong Kong dollar', 'HK$'],
  ['HRK', 'Croatian kuna', 'kn', 'right'],
  ['HUF', 'Hungarian forint', 'Ft', 'right'],
  ['IDR', 'Indonesian rupiah', 'Rp'],
  ['INR', 'Indian rupee', '₹'],
  ['ISK', 'Icelandic króna', 'kr', 'right', 0],
  ['ILS', 'Israeli new shekel', '₪'],
  ['CHF', 'Swiss franc', 'CHF '],
  ['MXN', 'Mexican peso', 'MX$'],
  ['MYR', 'Malaysian ringgit', 'RM'],
  ['PHP', 'Philippine peso', '₱'],
  ['PLN', 'Polish złoty', 'zł', 'right'],
  ['RON', 'Romanian leu', 'lei', 'right'],
  ['RUB', 'Russian rouble', '₽', 'right'],
  ['SGD', 'Singapore dollar', 'S$'],
  ['THB', 'Thai baht', '฿'],
  ['TRY', 'Turkish lira', '₺'],
  ['ZAR', 'South African rand', 'R'],
];

const SPEC_RATES: Record<string, number> = { GBP: 1, USD: 2 };

export const CURRENCIES: Record<string, CurrencyDefinition> = Object.fromEntries(
  ROWS.map(([code, name, symbol, symbolAlign = 'left', digits = 2]) => [
    code,
    {
      code,
      name,
      symbol,
      symbolAlign,
      digits,
      conversionRate: SPEC_RATES[code] ?? 1,
      decimalPoint: '.',
      thousandsSeparator: ',',
      subScript: '',
    },
  ]),
);

export const CURRENCY_CODES = Object.keys(CURRENCIES) as [string, ...string[]];
export const DEFAULT_CURRENCY = 'GBP';

export function currencyFor(code: string | null | undefined): CurrencyDefinition {
  return CURRENCIES[(code ?? '').toUpperCase()] ?? (CURRENCIES[DEFAULT_CURRENCY] as CurrencyDefinition);
}
