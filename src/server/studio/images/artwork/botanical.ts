import { darken, lighten } from '../../../../platform/storage/colour-math.ts';
import { outlinedText, type ArtworkDrawing } from './artwork-kit.ts';

/** A leafy wreath of paired leaves around the lettering, with a few berries. */
const FRAUNCES = { family: 'Fraunces', weight: 700 } as const;

export const botanical: ArtworkDrawing = ({ roles, random, words }) => {
  const leaf = (x: number, y: number, angle: number, size: number, fill: string) =>
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)})">
      <path d="M0 0 C${size * 0.35} ${-size * 0.32} ${size * 0.8} ${-size * 0.3} ${size} 0 C${size * 0.8} ${size * 0.3} ${size * 0.35} ${size * 0.32} 0 0 Z" fill="${fill}" stroke="${roles.ink}" stroke-width="5" stroke-linejoin="round"/>
      <path d="M4 0 L${size * 0.86} 0" stroke="${roles.ink}" stroke-width="3.5" stroke-linecap="round"/>
    </g>`;
  const greens = [roles.primary, darken(roles.primary, 0.2), lighten(roles.primary, 0.25)];
  const leaves: string[] = [];
  const berries: string[] = [];
  for (const side of [-1, 1]) {
    for (let index = 0; index < 9; index += 1) {
      const t = (-100 + index * 22) * side;
      const angle = 90 + t;
      const radians = (angle * Math.PI) / 180;
      const x = 300 + 215 * Math.cos(radians);
      const y = 300 + 215 * Math.sin(radians);
      const fill = greens[(index + (side > 0 ? 1 : 0)) % 3] as string;
      leaves.push(leaf(x, y, angle + 90 * side + 40 * side, random.between(70, 92), fill));
      leaves.push(leaf(x, y, angle - 70 * side - 40 * side, random.between(58, 76), fill));
      if (index % 3 === 1)
        berries.push(
          `<circle cx="${(300 + 250 * Math.cos(radians)).toFixed(1)}" cy="${(300 + 250 * Math.sin(radians)).toFixed(1)}" r="13" fill="${roles.accent}" stroke="${roles.ink}" stroke-width="5"/>`,
        );
    }
  }
  const [first = 'GROW', second] = words;
  return `<circle cx="300" cy="300" r="215" fill="none" stroke="${roles.ink}" stroke-width="8"/>
  <circle cx="300" cy="300" r="170" fill="${roles.paper}" stroke="${roles.ink}" stroke-width="8"/>
  ${leaves.join('')}${berries.join('')}
  ${second ? outlinedText(first, 262, roles, { typeface: FRAUNCES, capHeight: 64, fill: roles.secondary, maxWidth: 280 }) + outlinedText(second, 352, roles, { typeface: FRAUNCES, capHeight: 64, fill: roles.accent, maxWidth: 280 }) : outlinedText(first, 300, roles, { typeface: FRAUNCES, capHeight: 80, fill: roles.secondary, maxWidth: 280 })}`;
};
