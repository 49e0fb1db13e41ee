import { describe, expect, it } from 'vitest';
import { readVerificationToken, rules } from '../../../src/lib/validation/index.ts';
import { itChecks } from './expect-rule.ts';

const GOOGLE_TOKEN = 'AbCdEfGh1234_-ijklMNOPqrstUVwxyz0123456789AB';

describe('google verification', () => {
  itChecks(rules.googleVerification, {
    valid: [
      '',
      `<meta name="google-site-verification" content="${GOOGLE_TOKEN}" />`,
      `<meta name="google-site-verification" content="${GOOGLE_TOKEN}">`,
      `  <meta content='${GOOGLE_TOKEN}' name='google-site-verification'/>\n`,
      `<META NAME="google-site-verification" CONTENT="${GOOGLE_TOKEN}">`,
    ],
    invalid: [
      GOOGLE_TOKEN,
      `<meta name="p:domain_verify" content="${GOOGLE_TOKEN}">`,
      `<meta name="google-site-verification" content="">`,
      `<meta name="google-site-verification" content="<script>">`,
      `<meta name="google-site-verification" content="a&quot; onload=&quot;x">`,
      `<meta name="google-site-verification" content="${GOOGLE_TOKEN}" onload="alert(1)">`,
      `<meta name="google-site-verification" name="x" content="${GOOGLE_TOKEN}">`,
      `<meta name="google-site-verification" content="${GOOGLE_TOKEN}"><script>alert(1)</script>`,
      `<link name="google-site-verification" content="${GOOGLE_TOKEN}">`,
      `<meta name="google-site-verification" content="${GOOGLE_TOKEN}"`,
    ],
  });
});

describe('pinterest verification', () => {
  itChecks(rules.pinterestVerification, {
    valid: ['', '<meta name="p:domain_verify" content="0123456789abcdef0123456789abcdef"/>'],
    invalid: [
      '<meta name="pinterest" content="0123456789abcdef0123456789abcdef"/>',
      '<meta name="google-site-verification" content="0123456789abcdef0123456789abcdef"/>',
      '0123456789abcdef0123456789abcdef',
    ],
  });
});

describe('facebook verification', () => {
  itChecks(rules.facebookVerification, {
    valid: ['', '<meta name="facebook-domain-verification" content="abcdefghij0123456789klmnopqrst" />'],
    invalid: [
      '<meta name="facebook-verification" content="abcdefghij0123456789klmnopqrst" />',
      '<meta property="facebook-domain-verification" content="abcdefghij0123456789klmnopqrst" />',
    ],
  });
});

describe('readVerificationToken', () => {
  it('returns the token a page renders its own meta tag from', () => {
    expect(readVerificationToken('google', `<meta name="google-site-verification" content="${GOOGLE_TOKEN}" />`)).toBe(GOOGLE_TOKEN);
    expect(readVerificationToken('facebook', `<meta name="google-site-verification" content="${GOOGLE_TOKEN}" />`)).toBeNull();
  });
});
