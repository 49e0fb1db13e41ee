import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { call } from '../../src/lib/client/api.ts';
import type { FontDescriptor } from '../../src/schemas/fonts.ts';

/** The font library and the store's own fonts, asked for once the editor opens (empty until then, or if the call fails). */
export function useFontLibrary(divisionId: number): [FontDescriptor[], Dispatch<SetStateAction<FontDescriptor[]>>] {
  const [fonts, setFonts] = useState<FontDescriptor[]>([]);
  useEffect(() => {
    let live = true;
    call('fonts.list', { division: divisionId }).then(
      (answer) => live && setFonts(answer.fonts),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [divisionId]);
  return [fonts, setFonts];
}
