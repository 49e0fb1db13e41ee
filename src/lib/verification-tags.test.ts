import { describe, expect, it } from 'vitest';
import { verificationTags } from './verification-tags.ts';

const GOOGLE = '<meta name="google-site-verification" content="abc123DEF456ghi789" />';
const FACEBOOK = '<meta name="facebook-domain-verification" content="fbtoken12345678" />';

describe('verification tags', () => {
  it('writes one tag per pasted snippet, from its token only', () => {
    expect(verificationTags({ verification: { enabled: true, google: GOOGLE, pinterest: '', facebook: FACEBOOK } })).toEqual([
      { name: 'google-site-verification', content: 'abc123DEF456ghi789' },
      { name: 'facebook-domain-verification', content: 'fbtoken12345678' },
    ]);
  });

  it('writes nothing while the plugin is off, or for a snippet that is not a verification tag', () => {
    expect(verificationTags({ verification: { enabled: false, google: GOOGLE, pinterest: '', facebook: '' } })).toEqual([]);
    expect(verificationTags({ verification: { enabled: true, google: '<script>alert(1)</script>', pinterest: '', facebook: '' } })).toEqual([]);
  });
});
