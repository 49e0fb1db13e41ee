import { useState } from 'react';
import MediaLibrary from './MediaLibrary.tsx';
import './popups.css';

// A file property's input (a size guide, a catalogue): the chosen file's name and the drive
// file popup, which lists the store's own files and uploads new ones.

export interface FileFieldProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (url: string | undefined) => void;
}

export default function FileField({ id, label, value, onChange }: FileFieldProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState<string | null>(null);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group like a fieldset, without a fieldset's default box to undo
    <div className="pf-media-field" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`}>{label}</span>
      <div className="pf-media-field-row">
        <span className="pf-link-value">{value ? (name ?? value) : 'No file'}</span>
        <button id={id} type="button" className="pf-button secondary" onClick={() => setOpen(true)}>
          {value ? 'Change file' : 'Choose file'}
        </button>
        {value && (
          <button type="button" className="pf-button secondary" onClick={() => onChange(undefined)} aria-label={`Remove ${label}`}>
            Remove
          </button>
        )}
      </div>
      <MediaLibrary
        open={open}
        kind="file"
        onClose={() => setOpen(false)}
        onSelect={(item) => {
          setOpen(false);
          setName(item.name);
          if (item.url) onChange(item.url);
        }}
      />
    </div>
  );
}
