import { useState, type FormEvent } from 'react';
import type { SearchRedirectItem } from '../../src/schemas/store-settings.ts';
import TextField from '../account/fields/TextField.tsx';
import LinkField from '../popups/LinkField.tsx';
import SectionFooter from './SectionFooter.tsx';
import { useSettingsCall } from './use-settings-call.ts';

/** Search redirects: a shopper searching for the term goes straight to the destination. */
export default function SearchRedirectSettings({ division, initial }: { division: number; initial: SearchRedirectItem[] }) {
  const [items, setItems] = useState(initial);
  const [searchTerm, setSearchTerm] = useState('');
  const [destinationUrl, setDestinationUrl] = useState('');
  const call = useSettingsCall();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const added = await call.run('Redirect added.', 'settings.addSearchRedirect', { division }, { searchTerm, destinationUrl });
    if (!added) return;
    setItems((current) => [...current, added.searchRedirect]);
    setSearchTerm('');
    setDestinationUrl('');
  };
  const remove = async (item: SearchRedirectItem) => {
    if (await call.run('Redirect removed.', 'settings.removeSearchRedirect', { division, id: item.id }))
      setItems((current) => current.filter((other) => other.id !== item.id));
  };
  return (
    <form className="pf-form" noValidate onSubmit={onSubmit} aria-labelledby="redirects-title">
      <h2 id="redirects-title">Search redirects</h2>
      {items.length === 0 ? (
        <p>No search redirects yet.</p>
      ) : (
        <ul className="pf-redirects">
          {items.map((item) => (
            <li key={item.id}>
              <span>
                <strong>{item.searchTerm}</strong> → <code>{item.destinationUrl}</code>
              </span>
              <button type="button" className="pf-link-button" onClick={() => void remove(item)} aria-label={`Remove the redirect for ${item.searchTerm}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="pf-field-pair">
        <TextField label="Search term" name="searchTerm" value={searchTerm} onChange={setSearchTerm} maxLength={100} error={call.fieldErrors.searchTerm} />
        <div className="pf-field">
          <LinkField id="redirect-destination" label="Destination" value={destinationUrl || undefined} onChange={(href) => setDestinationUrl(href ?? '')} />
          {call.fieldErrors.destinationUrl && <p className="pf-field-error">{call.fieldErrors.destinationUrl}</p>}
        </div>
      </div>
      <SectionFooter call={call} label="Add redirect" />
    </form>
  );
}
