import { darken, lighten, mix } from '../../../../platform/storage/colour-math.ts';
import { glow, ridge, type SceneDrawing } from './scene-kit.ts';

/** Rolling hills in receding layers under a soft sun, with a few birds. */
export const hills: SceneDrawing = (context) => {
  const { width, height, roles, random } = context;
  const sunX = width * random.between(0.58, 0.8);
  const sunY = height * 0.38;
  const sunRadius = Math.min(width, height) * 0.11;
  const layers = [0.52, 0.62, 0.72, 0.84].map((level, index) => {
    const colour = mix(lighten(roles.primary, 0.55), darken(roles.primary, 0.3), index / 3);
    return `<path d="${ridge(context, height * level, height * (0.14 - index * 0.02), 3 + index)}" fill="${colour}"/>`;
  });
  const birds = Array.from({ length: 4 }, () => {
    const x = width * random.between(0.12, 0.5);
    const y = height * random.between(0.14, 0.34);
    const span = height * random.between(0.015, 0.025);
    return `<path d="M${(x - span).toFixed(1)} ${y.toFixed(1)} Q${(x - span / 2).toFixed(1)} ${(y - span * 0.6).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)} Q${(x + span / 2).toFixed(1)} ${(y - span * 0.6).toFixed(1)} ${(x + span).toFixed(1)} ${y.toFixed(1)}" fill="none" stroke="${darken(roles.secondary, 0.5)}" stroke-width="${(span * 0.22).toFixed(1)}" stroke-linecap="round"/>`;
  }).join('');
  return `<defs><linearGradient id="sc-sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${lighten(roles.secondary, 0.45)}"/><stop offset="0.7" stop-color="${lighten(roles.accent, 0.6)}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sc-sky)"/>
  ${glow(sunX, sunY, sunRadius, '#ffffff')}
  <circle cx="${sunX.toFixed(1)}" cy="${sunY.toFixed(1)}" r="${sunRadius.toFixed(1)}" fill="${lighten(roles.accent, 0.25)}"/>
  ${birds}${layers.join('')}`;
};
