import { darken, lighten } from '../../../../platform/storage/colour-math.ts';
import { badge, outlinedText, star, type ArtworkDrawing } from './artwork-kit.ts';

/** A ringed planet and a small moon in a starry night disc. */
export const orbit: ArtworkDrawing = ({ roles, random, words }) => {
  const night = darken(roles.secondary, 0.55);
  const stars = Array.from({ length: 18 }, () => {
    const angle = random.between(0, Math.PI * 2);
    const distance = random.between(40, 225);
    return star(300 + distance * Math.cos(angle), 270 + distance * Math.sin(angle), random.between(5, 12), roles.paper, random.between(0, 70));
  }).join('');
  const ring = (half: 'back' | 'front') =>
    `<path d="${half === 'back' ? 'M130 290 A170 48 0 0 1 470 290' : 'M470 290 A170 48 0 0 1 130 290'}" fill="none" stroke="${roles.ink}" stroke-width="30" transform="rotate(-16 300 290)"/>
    <path d="${half === 'back' ? 'M130 290 A170 48 0 0 1 470 290' : 'M470 290 A170 48 0 0 1 130 290'}" fill="none" stroke="${roles.accent}" stroke-width="18" transform="rotate(-16 300 290)"/>`;
  return `<defs><clipPath id="a-disc"><circle cx="300" cy="270" r="230"/></clipPath>
    <linearGradient id="a-planet" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(roles.primary, 0.25)}"/><stop offset="1" stop-color="${darken(roles.primary, 0.3)}"/></linearGradient></defs>
  ${badge(night, roles, 230, 270)}
  <g clip-path="url(#a-disc)">${stars}</g>
  ${ring('back')}
  <circle cx="300" cy="290" r="110" fill="url(#a-planet)" stroke="${roles.ink}" stroke-width="10"/>
  <path d="M205 250 C260 236 340 236 395 250 M196 300 C260 290 340 290 404 300" fill="none" stroke="${lighten(roles.primary, 0.4)}" stroke-opacity="0.7" stroke-width="14" stroke-linecap="round"/>
  ${ring('front')}
  <circle cx="455" cy="140" r="30" fill="${roles.paper}" stroke="${roles.ink}" stroke-width="8"/>
  ${outlinedText(words[0] ?? 'COSMOS', 540, roles, { typeface: { family: 'Space Grotesk', weight: 700 }, capHeight: 60, fill: roles.accent })}`;
};
