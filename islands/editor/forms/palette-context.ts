import { createContext, useContext } from 'react';

export interface PaletteColour {
  name: string;
  value: string;
}

/** The store theme's colours, offered by every colour input. */
export const PaletteContext = createContext<PaletteColour[]>([]);

export function usePalette(): PaletteColour[] {
  return useContext(PaletteContext);
}
