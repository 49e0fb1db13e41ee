// A small Code 128 reader for the tests: decodes one row of a barcode image the way a
// scanner's laser line does (bar and space widths → symbols → text), checking the start,
// the checksum and the stop. Independent of bwip-js, so a test can show the labels scan.

// Bar/space widths (in modules) of symbol values 0–106; 106 is the stop (7 elements).
const PATTERNS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
  '2331112',
];

/** Run lengths of one row of dark (true) / light (false) pixels, starting at the first dark one. */
function runs(row: readonly boolean[]): number[] {
  const start = row.indexOf(true);
  if (start < 0) throw new Error('No bars in this row.');
  const lengths: number[] = [];
  let current = true;
  let length = 0;
  for (let x = start; x < row.length; x++) {
    if (row[x] === current) length++;
    else {
      lengths.push(length);
      current = row[x]!;
      length = 1;
    }
  }
  if (current) lengths.push(length);
  return lengths;
}

export function decodeCode128Row(row: readonly boolean[]): string {
  const widths = runs(row);
  const module = widths.slice(0, 6).reduce((sum, width) => sum + width, 0) / 11;
  const symbols: number[] = [];
  let at = 0;
  while (at < widths.length) {
    const take = widths.length - at === 7 ? 7 : 6;
    const pattern = widths
      .slice(at, at + take)
      .map((width) => Math.max(1, Math.round(width / module)))
      .join('');
    const value = PATTERNS.indexOf(pattern);
    if (value < 0) throw new Error(`Unreadable symbol ${pattern} at element ${at}.`);
    symbols.push(value);
    at += take;
    if (value === 106) break;
  }
  if (symbols.at(-1) !== 106) throw new Error('No stop symbol.');
  const [start, ...rest] = symbols;
  if (start === undefined || start < 103 || start > 105) throw new Error('No start symbol.');
  const data = rest.slice(0, -2);
  const check = rest.at(-2)!;
  const sum = data.reduce((total, value, index) => total + value * (index + 1), start);
  if (sum % 103 !== check) throw new Error('Checksum mismatch.');
  let set: 'A' | 'B' | 'C' = start === 103 ? 'A' : start === 104 ? 'B' : 'C';
  let text = '';
  for (const value of data) {
    if (set === 'C') {
      if (value < 100) text += String(value).padStart(2, '0');
      else if (value === 100) set = 'B';
      else if (value === 101) set = 'A';
      continue;
    }
    if (value === 99) set = 'C';
    else if (value === 100 && set === 'A') set = 'B';
    else if (value === 101 && set === 'B') set = 'A';
    else if (value < 96) text += set === 'B' ? String.fromCharCode(value + 32) : String.fromCharCode(value < 64 ? value + 32 : value - 64);
  }
  return text;
}
