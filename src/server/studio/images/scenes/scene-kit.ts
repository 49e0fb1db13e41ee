import type { ArtworkRoles } from '../artwork/artwork-kit.ts';
import type { SeededRandom } from '../seeded-random.ts';

// Scenes are the abstract lifestyle pictures behind banners and tiles. They are drawn in
// real pixels (any width × height) with gradients and flat shapes only: no blur filters,
// which would cost more than the rest of a 1920×768 banner together.

export interface SceneContext {
  width: number;
  height: number;
  roles: ArtworkRoles;
  random: SeededRandom;
}

export type SceneDrawing = (context: SceneContext) => string;

/** A smooth ridge line across the scene, closed down to the bottom edge. */
export function ridge(context: SceneContext, baseline: number, amplitude: number, bumps: number): string {
  const { width, height, random } = context;
  const step = width / bumps;
  let d = `M0 ${height} L0 ${baseline.toFixed(1)}`;
  let previous = baseline;
  for (let index = 0; index < bumps; index += 1) {
    const x = (index + 1) * step;
    const y = baseline - amplitude * random.between(-0.6, 1);
    d += ` C${(x - step * 0.6).toFixed(1)} ${previous.toFixed(1)} ${(x - step * 0.4).toFixed(1)} ${y.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)}`;
    previous = y;
  }
  return `${d} L${width} ${height} Z`;
}

/** Concentric translucent rings: a glow without a blur. */
export function glow(cx: number, cy: number, radius: number, colour: string, rings = 6): string {
  return Array.from({ length: rings }, (_, index) => {
    const r = radius * (1 + (index + 1) * 0.35);
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${colour}" fill-opacity="${(0.09 - index * 0.012).toFixed(3)}"/>`;
  }).join('');
}

/** A scene document; scenes bring their own <defs> in the body. */
export function sceneDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
