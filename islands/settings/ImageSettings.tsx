import { useState, type FormEvent } from 'react';
import type { BrandImagesBody } from '../../src/schemas/store-settings.ts';
import ImageField from '../popups/ImageField.tsx';
import SectionFooter from './SectionFooter.tsx';
import { useSettingsCall } from './use-settings-call.ts';

const IMAGES: { key: keyof BrandImagesBody; label: string }[] = [
  { key: 'logo', label: 'Logo' },
  { key: 'favicon', label: 'Favicon' },
  { key: 'ogImage', label: 'Share image' },
];

/** The store's logo, favicon and the image shown when a page is shared. */
export default function ImageSettings({ division, initial }: { division: number; initial: BrandImagesBody }) {
  const [images, setImages] = useState(initial);
  const call = useSettingsCall();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void call.run('Images saved.', 'settings.images', { division }, images);
  };
  return (
    <form className="pf-form" noValidate onSubmit={onSubmit} aria-labelledby="images-title">
      <h2 id="images-title">Logo, favicon and share image</h2>
      {IMAGES.map(({ key, label }) => (
        <div key={key} className="pf-field">
          <ImageField
            id={`image-${key}`}
            label={label}
            value={images[key] || undefined}
            onChange={(url) => setImages((current) => ({ ...current, [key]: url ?? '' }))}
          />
          {call.fieldErrors[key] && <p className="pf-field-error">{call.fieldErrors[key]}</p>}
        </div>
      ))}
      <SectionFooter call={call} />
    </form>
  );
}
