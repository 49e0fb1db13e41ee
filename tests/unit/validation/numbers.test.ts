import { describe } from 'vitest';
import { maxValue, minValue, rules } from '../../../src/lib/validation/index.ts';
import { itChecks } from './expect-rule.ts';

describe('numeric', () => {
  itChecks(rules.numeric, {
    valid: ['', '0', '123', '007'],
    invalid: ['-1', '1.5', '1e3', '12a', ' 12', '1 000', '٣'],
  });
});

describe('numeric_float', () => {
  itChecks(rules.numericFloat, {
    valid: ['', '0', '12', '-3', '1.5', '-0.25', '.5'],
    invalid: ['1.', '1.2.3', '1e3', '0x10', 'Infinity', 'NaN', '+1', '1,5', ' 1', '-'],
  });
});

describe('number_required', () => {
  itChecks(rules.numberRequired, {
    valid: ['', 'abc1', '1', 'pass word 2'],
    invalid: ['abc', 'password', ' ', 'one'],
  });
});

describe('two_decimal_places', () => {
  itChecks(rules.twoDecimalPlaces, {
    valid: ['', '1', '1.5', '12.99', '0.01', '-4.20'],
    invalid: ['1.999', '1.', '.5', 'abc', '1,50', '£1.50', '1.5.0'],
  });
});

describe('positive_number', () => {
  itChecks(rules.positiveNumber, {
    valid: ['', '1', '0.01', '12.5', '.5'],
    invalid: ['0', '-1', '-0.5', '0.00', 'abc', '1e3', 'Infinity'],
  });
});

describe('min_value', () => {
  itChecks(minValue(1), { valid: ['', '1', '1.5', '100'], invalid: ['0', '0.99', '-5', 'abc'] });
  itChecks(minValue(-10), { valid: ['-10', '0'], invalid: ['-10.5'] });
});

describe('max_value', () => {
  itChecks(maxValue(10), { valid: ['', '10', '9.99', '-3'], invalid: ['10.01', '11', 'ten'] });
});
