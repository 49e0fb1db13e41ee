import { isHexColour } from '../../colour.ts';
import { messages } from '../messages.ts';
import { defineRule } from '../rule.ts';

/** "#abc", "#abcd", "#aabbcc" or "#aabbccdd" (the # optional); normaliseHex expands it. */
export const hexColour = defineRule('hex_colour', messages.hexColour, (value) => isHexColour(value));
