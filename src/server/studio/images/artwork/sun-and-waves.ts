import { darken, lighten } from '../../../../platform/storage/colour-math.ts';
import { badge, outlinedText, type ArtworkDrawing } from './artwork-kit.ts';

/** A striped setting sun over rolling waves, with the name lettered below. */
export const sunAndWaves: ArtworkDrawing = ({ roles, random, words }) => {
  const wave = (y: number, amplitude: number, phase: number) => {
    let d = `M40 ${y}`;
    for (let x = 40; x <= 560; x += 40) {
      const crest = y - amplitude * Math.sin(((x + phase) / 80) * Math.PI);
      d += ` Q${x + 20} ${crest.toFixed(0)} ${x + 40} ${y}`;
    }
    return `${d} L560 600 L40 600 Z`;
  };
  const cuts = [300, 322, 342, 360]
    .map((y, index) => `<rect x="100" y="${y}" width="400" height="${6 + index * 3}" fill="${lighten(roles.secondary, 0.6)}"/>`)
    .join('');
  const phase = random.between(0, 80);
  return `<defs><clipPath id="a-disc"><circle cx="300" cy="270" r="215"/></clipPath></defs>
  ${badge(lighten(roles.secondary, 0.6), roles, 215, 270)}
  <g clip-path="url(#a-disc)">
    <circle cx="300" cy="300" r="150" fill="${roles.accent}"/>
    ${cuts}
    <path d="${wave(370, 22, phase)}" fill="${roles.secondary}"/>
    <path d="${wave(410, 18, phase + 40)}" fill="${darken(roles.secondary, 0.2)}"/>
    <path d="${wave(450, 14, phase + 20)}" fill="${darken(roles.secondary, 0.4)}"/>
  </g>
  <circle cx="300" cy="270" r="215" fill="none" stroke="${roles.ink}" stroke-width="10"/>
  ${outlinedText(words.slice(0, 2).join(' ') || 'GOOD VIBES', 540, roles, { typeface: { family: 'Bebas Neue', weight: 400 }, capHeight: 54, fill: roles.primary })}`;
};
