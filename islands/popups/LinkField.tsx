import { useState } from 'react';
import LinkSelection from './LinkSelection.tsx';
import './popups.css';

// A link property's input (widget 'url'): the current address and the link selection popup
// (product, collection, blog, page, action, custom link, studio).

export interface LinkFieldProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (href: string | undefined) => void;
}

export default function LinkField({ id, label, value, onChange }: LinkFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group like a fieldset, without a fieldset's default box to undo
    <div className="pf-media-field" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`}>{label}</span>
      <div className="pf-media-field-row">
        <span className="pf-link-value">{value ?? 'No link'}</span>
        <button id={id} type="button" className="pf-button secondary" onClick={() => setOpen(true)}>
          {value ? 'Change link' : 'Choose link'}
        </button>
        {value && (
          <button type="button" className="pf-button secondary" onClick={() => onChange(undefined)} aria-label={`Remove ${label}`}>
            Remove
          </button>
        )}
      </div>
      <LinkSelection
        open={open}
        value={value}
        onClose={() => setOpen(false)}
        onSelect={(href) => {
          setOpen(false);
          onChange(href);
        }}
      />
    </div>
  );
}
