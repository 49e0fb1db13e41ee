import { lighten } from '../../../../platform/storage/colour-math.ts';
import type { ArtworkDrawing } from './artwork-kit.ts';

/** A cheerful cluster of daisies, each petal outlined so it reads on any fabric. */
export const daisies: ArtworkDrawing = ({ roles, random }) => {
  const flower = (cx: number, cy: number, radius: number, petal: string, rotation: number) => {
    const count = 12;
    const petals = Array.from({ length: count }, (_, index) => {
      const angle = rotation + (index * 360) / count;
      return `<ellipse cx="${cx}" cy="${(cy - radius * 0.58).toFixed(1)}" rx="${(radius * 0.2).toFixed(1)}" ry="${(radius * 0.46).toFixed(1)}" transform="rotate(${angle.toFixed(1)} ${cx} ${cy})" fill="${petal}" stroke="${roles.ink}" stroke-width="5"/>`;
    }).join('');
    return `${petals}<circle cx="${cx}" cy="${cy}" r="${(radius * 0.3).toFixed(1)}" fill="${roles.accent}" stroke="${roles.ink}" stroke-width="6"/>
    <circle cx="${cx - radius * 0.08}" cy="${cy - radius * 0.08}" r="${(radius * 0.09).toFixed(1)}" fill="${lighten(roles.accent, 0.5)}"/>`;
  };
  const spots: [number, number, number][] = [
    [300, 300, 150],
    [140, 170, 95],
    [465, 160, 85],
    [150, 450, 90],
    [455, 445, 100],
    [300, 530, 62],
    [300, 80, 58],
  ];
  const petals = [roles.paper, roles.secondary, roles.paper, roles.primary, roles.paper, roles.secondary, roles.primary];
  return spots.map(([x, y, r], index) => flower(x, y, r, petals[index] as string, random.between(0, 30))).join('');
};
