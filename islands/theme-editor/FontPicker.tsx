import { useEffect, useMemo, useState } from 'react';
import type { FontDescriptor } from '../../src/schemas/fonts.ts';
import { fontFamilyCss, loadFontFace } from './font-faces.ts';

interface FontPickerProps {
  id: string;
  help: string;
  label: string;
  /** The token's value: a library family's name or `custom:<name>`. */
  value: string;
  /** Which group comes first: display faces for headings, standard ones for body text. */
  role: 'display' | 'standard' | undefined;
  fonts: readonly FontDescriptor[];
  onChange: (value: string) => void;
}

const GROUPS = { display: 'Display', standard: 'Standard', custom: 'Your fonts' } as const;

/**
 * A font token's picker: the whole library, searchable, grouped into display and standard
 * faces (the store's own fonts after them), each option drawn in its own face once that face
 * is loaded — faces load when the picker is first used, the chosen one at once.
 */
export default function FontPicker({ id, help, label, value, role, fonts, onChange }: FontPickerProps) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(false);
  const [, setLoaded] = useState(0);
  const chosen = fonts.find((font) => font.value === value);

  const groups = useMemo(() => {
    const words = query.trim().toLowerCase();
    const matches = fonts.filter((font) => font.value === value || font.name.toLowerCase().includes(words));
    const order: (keyof typeof GROUPS)[] = role === 'standard' ? ['standard', 'display', 'custom'] : ['display', 'standard', 'custom'];
    return order.map((type) => ({ type, fonts: matches.filter((font) => font.type === type) })).filter((group) => group.fonts.length > 0);
  }, [fonts, query, role, value]);

  useEffect(() => {
    const visible = active ? groups.flatMap((group) => group.fonts) : chosen ? [chosen] : [];
    let live = true;
    for (const font of visible) void loadFontFace(font).then((ok) => ok && live && setLoaded((count) => count + 1));
    return () => {
      live = false;
    };
  }, [active, groups, chosen]);

  return (
    <div className="font-picker" onFocusCapture={() => setActive(true)}>
      <input
        type="search"
        className="font-picker-search"
        placeholder="Search fonts"
        aria-label={`Search fonts for ${label}`}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <select id={id} aria-describedby={help} size={6} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {/* A value the list does not hold (a font since removed) stays choosable. */}
        {!chosen && <option value={value}>{value}</option>}
        {groups.map((group) => (
          <optgroup key={group.type} label={GROUPS[group.type]}>
            {group.fonts.map((font) => (
              <option key={font.value} value={font.value} style={{ fontFamily: fontFamilyCss(font) }} data-font-url={font.url}>
                {font.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p className="font-picker-sample" style={chosen ? { fontFamily: fontFamilyCss(chosen) } : undefined} data-font={chosen?.name}>
        The quick brown fox jumps over the lazy dog
      </p>
      {chosen && !chosen.url && <p className="token-help">Shown in a similar local font until the font is fetched, which saving the theme starts.</p>}
    </div>
  );
}
