import { darken, lighten, mix } from '../../../../platform/storage/colour-math.ts';
import { outlinedText, type ArtworkDrawing } from './artwork-kit.ts';

/** A retro sunset disc cut by horizon lines, framed by palm silhouettes, in a rounded frame. */
export const sunsetPalms: ArtworkDrawing = ({ roles, random, words }) => {
  const palm = (x: number, lean: number, height: number) => {
    const topX = x + lean;
    const topY = 420 - height;
    const fronds = [-150, -115, -80, -45, -20, 200, 235, 260]
      .map((angle) => {
        const radians = (angle * Math.PI) / 180;
        const length = random.between(70, 100);
        const endX = topX + length * Math.cos(radians);
        const endY = topY + length * Math.sin(radians) + 28;
        const controlX = topX + length * 0.6 * Math.cos(radians);
        const controlY = topY + length * 0.6 * Math.sin(radians) - 22;
        return `<path d="M${topX} ${topY} Q${controlX.toFixed(0)} ${controlY.toFixed(0)} ${endX.toFixed(0)} ${endY.toFixed(0)}" fill="none" stroke="${roles.ink}" stroke-width="16" stroke-linecap="round"/>`;
      })
      .join('');
    return `<path d="M${x - 8} 430 Q${x + lean * 0.3} ${420 - height * 0.5} ${topX} ${topY} L${topX + 6} ${topY + 4} Q${x + lean * 0.35 + 10} ${420 - height * 0.5} ${x + 10} 430 Z" fill="${roles.ink}"/>${fronds}`;
  };
  const skyTop = lighten(roles.secondary, 0.1);
  const skyBottom = mix(roles.accent, roles.paper, 0.35);
  const cuts = [0, 1, 2, 3, 4].map((index) => `<rect x="170" y="${300 + index * 26}" width="260" height="${5 + index * 3}" fill="${skyBottom}"/>`).join('');
  return `<defs>
    <linearGradient id="a-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>
    <linearGradient id="a-sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${roles.accent}"/><stop offset="1" stop-color="${roles.primary}"/></linearGradient>
    <clipPath id="a-frame"><rect x="70" y="60" width="460" height="400" rx="60"/></clipPath>
  </defs>
  <rect x="58" y="48" width="484" height="424" rx="70" fill="${roles.paper}"/>
  <g clip-path="url(#a-frame)">
    <rect x="70" y="60" width="460" height="400" fill="url(#a-sky)"/>
    <circle cx="300" cy="300" r="130" fill="url(#a-sun)"/>${cuts}
    <rect x="70" y="410" width="460" height="60" fill="${darken(roles.secondary, 0.35)}"/>
    ${palm(150, 30, random.between(190, 230))}${palm(460, -40, random.between(220, 260))}
  </g>
  <rect x="70" y="60" width="460" height="400" rx="60" fill="none" stroke="${roles.ink}" stroke-width="10"/>
  ${outlinedText(words.slice(0, 2).join(' ') || 'SUNSET CLUB', 530, roles, { typeface: { family: 'Caveat', weight: 700 }, capHeight: 58, fill: roles.accent })}`;
};
