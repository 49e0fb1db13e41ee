import { useState, type FormEvent } from 'react';
import TextField from '../account/fields/TextField.tsx';
import SectionFooter from './SectionFooter.tsx';
import { useSettingsCall } from './use-settings-call.ts';
import { rules } from '../../src/lib/validation/catalogue.ts';
import { validate } from '../../src/lib/validation/validate.ts';

/** The store's own domain: checked with the spec's domain rule as typed and again by the API. */
export default function DomainSettings({ division, initial, subdomainHost }: { division: number; initial: string; subdomainHost: string }) {
  const [domain, setDomain] = useState(initial);
  const [typed, setTyped] = useState<string | null>(null);
  const call = useSettingsCall();
  const onChange = (value: string) => {
    setDomain(value);
    setTyped(validate(value.trim().toLowerCase(), [rules.domain]));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (typed) return;
    void call.run(
      domain ? 'Domain saved. Point its DNS at your store to finish.' : 'Domain removed.',
      'settings.customDomain',
      { division },
      { customDomainName: domain },
    );
  };
  return (
    <form className="pf-form" noValidate onSubmit={onSubmit} aria-labelledby="domain-title">
      <h2 id="domain-title">Custom domain</h2>
      <p>
        Your store is always at <strong>{subdomainHost}</strong>. Add your own domain to serve it there too.
      </p>
      <TextField
        label="Domain"
        name="customDomainName"
        value={domain}
        onChange={onChange}
        placeholder="shop.example.com"
        spellCheck={false}
        autoCapitalize="off"
        error={typed ?? call.fieldErrors.customDomainName}
      />
      <SectionFooter call={call} />
    </form>
  );
}
