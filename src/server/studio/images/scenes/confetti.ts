import { darken, lighten } from '../../../../platform/storage/colour-math.ts';
import type { SceneDrawing } from './scene-kit.ts';

/** Big overlapping discs and scattered confetti: a bright backdrop for offers and sales. */
export const confetti: SceneDrawing = ({ width, height, roles, random }) => {
  const colours = [roles.secondary, roles.accent, roles.paper, lighten(roles.primary, 0.3)];
  const discs = [
    [width * 0.85, height * 0.2, height * 0.6, roles.secondary],
    [width * 0.1, height * 1.05, height * 0.55, roles.accent],
    [width * 0.6, height * 1.1, height * 0.35, lighten(roles.primary, 0.2)],
  ] as const;
  const size = Math.min(width, height) * 0.035;
  const pieces = Array.from({ length: Math.round((width * height) / 22000) }, () => {
    const x = random.between(0, width).toFixed(1);
    const y = random.between(0, height).toFixed(1);
    const colour = random.pick(colours);
    const rotation = random.between(0, 360).toFixed(0);
    const kind = random.int(0, 3);
    if (kind === 0) return `<circle cx="${x}" cy="${y}" r="${(size * 0.45).toFixed(1)}" fill="${colour}"/>`;
    if (kind === 1)
      return `<rect x="${x}" y="${y}" width="${(size * 1.4).toFixed(1)}" height="${(size * 0.5).toFixed(1)}" rx="${(size * 0.2).toFixed(1)}" fill="${colour}" transform="rotate(${rotation} ${x} ${y})"/>`;
    if (kind === 2) return `<path d="M0 0 L${size} 0 L${size / 2} ${size * 0.9} Z" fill="${colour}" transform="translate(${x} ${y}) rotate(${rotation})"/>`;
    return `<path d="M0 0 q${size * 0.4} ${-size * 0.6} ${size * 0.8} 0 t${size * 0.8} 0 t${size * 0.8} 0" fill="none" stroke="${colour}" stroke-width="${(size * 0.28).toFixed(1)}" stroke-linecap="round" transform="translate(${x} ${y}) rotate(${rotation})"/>`;
  }).join('');
  return `<defs><linearGradient id="sc-back" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${roles.primary}"/><stop offset="1" stop-color="${darken(roles.primary, 0.25)}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sc-back)"/>
  ${discs.map(([cx, cy, r, fill]) => `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}" fill-opacity="0.55"/>`).join('')}
  ${pieces}`;
};
