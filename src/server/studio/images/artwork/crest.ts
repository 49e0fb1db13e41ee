import { darken } from '../../../../platform/storage/colour-math.ts';
import { outlinePath } from '../../text-outline/index.ts';
import { fittedText, ribbon, star, type ArtworkDrawing } from './artwork-kit.ts';

/** A heraldic shield with a chevron, stars and a founding year, over a named ribbon. */
export const crest: ArtworkDrawing = ({ roles, random, words }) => {
  const shield = 'M300 60 L470 110 C470 290 420 400 300 470 C180 400 130 290 130 110 Z';
  const year = String(random.int(1968, 2021));
  return `<defs><clipPath id="a-shield"><path d="${shield}"/></clipPath></defs>
  <path d="${shield}" fill="${roles.paper}" stroke="${roles.paper}" stroke-width="34" stroke-linejoin="round"/>
  <path d="${shield}" fill="${roles.primary}"/>
  <g clip-path="url(#a-shield)">
    <path d="M130 250 L300 170 L470 250 L470 320 L300 240 L130 320 Z" fill="${roles.accent}"/>
    <rect x="130" y="338" width="340" height="170" fill="${darken(roles.primary, 0.25)}"/>
  </g>
  <path d="${shield}" fill="none" stroke="${roles.ink}" stroke-width="12" stroke-linejoin="round"/>
  ${star(230, 140, 26, roles.paper)}${star(300, 118, 30, roles.paper)}${star(370, 140, 26, roles.paper)}
  ${outlinePath(fittedText(`EST ${year}`, { typeface: { family: 'Roboto Slab', weight: 700 }, capHeight: 28, centreY: 376, tracking: 0.2 }), roles.paper)}
  ${ribbon(words[0] ?? 'CLUB', 480, roles, roles.secondary, 460)}`;
};
