import { useRef, useState } from 'react';
import { ApiRequestError } from '../../src/lib/client/api-client.ts';
import { call } from '../../src/lib/client/api.ts';
import type { FontDescriptor } from '../../src/schemas/fonts.ts';

/**
 * Uploading one of the store's own fonts (Pro stores): a WOFF2 file and the name the font
 * pickers list it by. It sits inside the theme's form, so its button is not a submit button.
 */
export default function CustomFontUpload({ divisionId, onUploaded }: { divisionId: number; onUploaded: (font: FontDescriptor) => void }) {
  const [message, setMessage] = useState<{ kind: 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const name = useRef<HTMLInputElement>(null);
  const file = useRef<HTMLInputElement>(null);

  async function upload() {
    const chosen = file.current?.files?.[0];
    if (!chosen) return setMessage({ kind: 'error', text: 'Choose a WOFF2 font file' });
    const body = new FormData();
    body.set('name', name.current?.value ?? '');
    body.set('file', chosen);
    setBusy(true);
    setMessage(null);
    try {
      const { font } = await call('fonts.upload', { division: divisionId }, body);
      onUploaded(font);
      if (name.current) name.current.value = '';
      if (file.current) file.current.value = '';
      setMessage({ kind: 'info', text: `${font.name} is ready: choose it in any font above.` });
    } catch (error) {
      const failure = error instanceof ApiRequestError ? error.failure : undefined;
      setMessage({ kind: 'error', text: failure?.message ?? 'The font could not be uploaded.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <details className="token-section custom-font-upload">
      <summary>Your fonts</summary>
      <p className="token-help">Pro stores may upload their own fonts: WOFF2 files up to 2 MB.</p>
      <label>
        Font name
        <input ref={name} type="text" maxLength={40} />
      </label>
      <label>
        WOFF2 file
        <input ref={file} type="file" accept=".woff2,font/woff2" />
      </label>
      <button type="button" disabled={busy} onClick={() => void upload()}>
        Upload font
      </button>
      {message && (
        <p className={message.kind === 'error' ? 'token-problem' : 'token-help'} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </details>
  );
}
