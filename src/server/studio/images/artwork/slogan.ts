import { lighten } from '../../../../platform/storage/colour-math.ts';
import { outlinedText, star, type ArtworkDrawing } from './artwork-kit.ts';

/** Bold stacked lettering, each line in its own colour, with bars and stars for rhythm. */
export const slogan: ArtworkDrawing = ({ roles, random, words }) => {
  const lines = words.length >= 2 ? words.slice(0, 3) : [words[0] ?? 'STAY', 'WILD', 'ALWAYS'];
  const fills = [roles.primary, roles.accent, roles.secondary];
  const step = lines.length === 3 ? 150 : 190;
  const top = 300 - ((lines.length - 1) * step) / 2;
  const lettering = lines
    .map((line, index) =>
      outlinedText(line, top + index * step, roles, {
        typeface: { family: 'Archivo Black', weight: 400 },
        capHeight: lines.length === 3 ? 104 : 130,
        fill: fills[index % 3] as string,
        maxWidth: 520,
      }),
    )
    .join('');
  const barY = top + (lines.length - 1) * step + 92;
  return `<rect x="120" y="${barY}" width="360" height="16" rx="8" fill="${roles.ink}"/>
  <rect x="160" y="${barY + 4}" width="280" height="8" rx="4" fill="${lighten(roles.accent, 0.2)}"/>
  ${star(70, top - 60, 26, roles.accent, random.between(0, 30))}${star(530, top - 60, 26, roles.accent, random.between(0, 30))}
  ${lettering}`;
};
