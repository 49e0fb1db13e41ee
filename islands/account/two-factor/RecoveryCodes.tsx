import { useState } from 'react';
import { recoveryCodesText } from '../two-factor-flow.ts';
import { useFocusOnMount } from '../fields/use-focus-on-mount.ts';

interface RecoveryCodesProps {
  codes: string[];
  reason: 'enabled' | 'regenerated';
  email: string;
  siteName: string;
  onSaved: () => void;
}

/** The ten recovery codes, shown once, with copy and download. */
export default function RecoveryCodes({ codes, reason, email, siteName, onSaved }: RecoveryCodesProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const text = recoveryCodesText(codes, { email, site: siteName }, new Date());

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'recovery-codes.txt' });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <div className="pf-codes-panel">
      <h3 tabIndex={-1} ref={heading}>
        {reason === 'enabled' ? 'Two-step verification is on. Save your recovery codes' : 'Your new recovery codes'}
      </h3>
      <p>
        If you lose your phone, each of these codes lets you log in once. Keep them somewhere safe, like a password manager.
        <strong> They won't be shown again.</strong>
        {reason === 'regenerated' && ' Your old codes no longer work.'}
      </p>
      <ol className="pf-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="pf-row-actions">
        <button type="button" className="button secondary small" onClick={copy}>
          Copy codes
        </button>
        <button type="button" className="button secondary small" onClick={download}>
          Download .txt
        </button>
        <span role="status" className="pf-inline-status">
          {copied === 'yes' ? 'Copied to the clipboard.' : copied === 'failed' ? 'Copying is blocked here: select the codes and copy them by hand.' : ''}
        </span>
      </div>
      <button type="button" className="button" onClick={onSaved}>
        I've saved my codes
      </button>
    </div>
  );
}
