import { mix } from '../../../../platform/storage/colour-math.ts';
import { outlinedText, type ArtworkDrawing } from './artwork-kit.ts';

/** A seventies rainbow of thick rounded bands rising over chunky lettering. */
export const retroStripes: ArtworkDrawing = ({ roles, words }) => {
  const bands = [roles.primary, mix(roles.primary, roles.accent, 0.5), roles.accent, roles.secondary];
  const arcs = bands
    .map((colour, index) => {
      const radius = 230 - index * 46;
      return `<path d="M${300 - radius} 330 A${radius} ${radius} 0 0 1 ${300 + radius} 330" fill="none" stroke="${roles.ink}" stroke-width="48" stroke-linecap="round"/>
      <path d="M${300 - radius} 330 A${radius} ${radius} 0 0 1 ${300 + radius} 330" fill="none" stroke="${colour}" stroke-width="36" stroke-linecap="round"/>`;
    })
    .join('');
  const text = words.slice(0, 2).join(' ') || 'GROOVY';
  return `${arcs}
  <circle cx="300" cy="330" r="40" fill="${roles.paper}" stroke="${roles.ink}" stroke-width="8"/>
  ${outlinedText(text, 440, roles, { typeface: { family: 'Rubik', weight: 700 }, capHeight: 80, fill: roles.paper, maxWidth: 530 })}
  <g fill="${roles.ink}"><rect x="120" y="510" width="360" height="12" rx="6"/><rect x="170" y="536" width="260" height="12" rx="6"/></g>`;
};
