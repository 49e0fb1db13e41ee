import { darken, lighten, mix } from '../../../../platform/storage/colour-math.ts';
import { glow, type SceneDrawing } from './scene-kit.ts';

/** A sun rising over still water: a warm gradient sky, rays and a striped reflection. */
export const sunrise: SceneDrawing = ({ width, height, roles, random }) => {
  const horizon = height * 0.64;
  const sunX = width * random.between(0.3, 0.7);
  const sunRadius = Math.min(width, height) * 0.2;
  const rays = Array.from({ length: 14 }, (_, index) => {
    const angle = Math.PI + (index + 0.5) * (Math.PI / 14);
    const spread = Math.PI / 40;
    const reach = Math.max(width, height) * 1.2;
    const point = (a: number) => `${(sunX + reach * Math.cos(a)).toFixed(1)} ${(horizon + reach * Math.sin(a)).toFixed(1)}`;
    return `<path d="M${sunX.toFixed(1)} ${horizon.toFixed(1)} L${point(angle - spread)} L${point(angle + spread)} Z" fill="#ffffff" fill-opacity="0.07"/>`;
  }).join('');
  const reflections = Array.from({ length: 7 }, (_, index) => {
    const y = horizon + (height - horizon) * ((index + 0.6) / 8);
    const half = sunRadius * (1 - index * 0.11) * random.between(0.8, 1.1);
    return `<rect x="${(sunX - half).toFixed(1)}" y="${y.toFixed(1)}" width="${(half * 2).toFixed(1)}" height="${(height * 0.012 + index).toFixed(1)}" rx="4" fill="${lighten(roles.accent, 0.3)}" fill-opacity="${(0.85 - index * 0.1).toFixed(2)}"/>`;
  }).join('');
  return `<defs>
    <linearGradient id="sc-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darken(roles.secondary, 0.1)}"/><stop offset="0.55" stop-color="${mix(roles.primary, roles.accent, 0.4)}"/><stop offset="1" stop-color="${lighten(roles.accent, 0.4)}"/></linearGradient>
    <linearGradient id="sc-water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darken(roles.secondary, 0.15)}"/><stop offset="1" stop-color="${darken(roles.secondary, 0.45)}"/></linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sc-water)"/>
  <rect width="${width}" height="${horizon.toFixed(1)}" fill="url(#sc-sky)"/>
  ${rays}${glow(sunX, horizon, sunRadius, '#fff6d8', 7)}
  <circle cx="${sunX.toFixed(1)}" cy="${horizon.toFixed(1)}" r="${sunRadius.toFixed(1)}" fill="${lighten(roles.accent, 0.2)}"/>
  <rect y="${horizon.toFixed(1)}" width="${width}" height="${(height - horizon).toFixed(1)}" fill="url(#sc-water)"/>
  ${reflections}`;
};
