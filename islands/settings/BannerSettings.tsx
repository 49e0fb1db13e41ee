import { useState, type FormEvent } from 'react';
import type { SitewideBannerBody } from '../../src/schemas/store-settings.ts';
import TextField from '../account/fields/TextField.tsx';
import LinkField from '../popups/LinkField.tsx';
import SectionFooter from './SectionFooter.tsx';
import { useSettingsCall } from './use-settings-call.ts';

/** The sitewide banner: the announcement bar above every page's header. */
export default function BannerSettings({ division, initial }: { division: number; initial: SitewideBannerBody }) {
  const [banner, setBanner] = useState(initial);
  const call = useSettingsCall();
  const set =
    <K extends keyof SitewideBannerBody>(key: K) =>
    (value: SitewideBannerBody[K]) =>
      setBanner((current) => ({ ...current, [key]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void call.run('Banner saved.', 'settings.banner', { division }, banner);
  };
  return (
    <form className="pf-form" noValidate onSubmit={onSubmit} aria-labelledby="banner-title">
      <h2 id="banner-title">Sitewide banner</h2>
      <label className="pf-check">
        <input type="checkbox" checked={banner.enabled} onChange={(event) => set('enabled')(event.target.checked)} />
        <span>Show the banner above every page</span>
      </label>
      <TextField label="Text" name="text" value={banner.text} onChange={set('text')} maxLength={160} error={call.fieldErrors.text} />
      <LinkField id="banner-href" label="Link" value={banner.href || undefined} onChange={(href) => set('href')(href ?? '')} />
      {call.fieldErrors.href && <p className="pf-field-error">{call.fieldErrors.href}</p>}
      <div className="pf-field-pair">
        <TextField
          label="Background colour"
          name="backgroundColor"
          value={banner.backgroundColor}
          onChange={set('backgroundColor')}
          placeholder="#1f2a44"
          error={call.fieldErrors.backgroundColor}
        />
        <TextField
          label="Text colour"
          name="textColor"
          value={banner.textColor}
          onChange={set('textColor')}
          placeholder="#ffffff"
          error={call.fieldErrors.textColor}
        />
      </div>
      <SectionFooter call={call} />
    </form>
  );
}
