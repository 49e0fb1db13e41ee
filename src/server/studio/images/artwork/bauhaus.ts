import type { ArtworkDrawing } from './artwork-kit.ts';

/** A 3×3 grid of Bauhaus tiles: quarter circles, half moons, dots and squares. */
export const bauhaus: ArtworkDrawing = ({ roles, random }) => {
  const colours = [roles.primary, roles.secondary, roles.accent, roles.paper];
  const size = 160;
  const tiles: string[] = [];
  for (let row = 0; row < 3; row += 1) {
    for (let column = 0; column < 3; column += 1) {
      const x = 60 + column * size;
      const y = 60 + row * size;
      const back = random.pick(colours);
      const front = random.pick(colours.filter((colour) => colour !== back));
      const rotation = random.int(0, 3) * 90;
      const shape = random.pick([
        `<path d="M0 0 L${size} 0 A${size} ${size} 0 0 1 0 ${size} Z" fill="${front}"/>`,
        `<path d="M0 ${size / 2} A${size / 2} ${size / 2} 0 0 1 ${size} ${size / 2} Z" fill="${front}"/>`,
        `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.32}" fill="${front}"/>`,
        `<rect x="${size * 0.22}" y="${size * 0.22}" width="${size * 0.56}" height="${size * 0.56}" fill="${front}"/>`,
        `<path d="M0 ${size} L${size} 0 L${size} ${size} Z" fill="${front}"/>`,
      ]);
      tiles.push(
        `<g transform="translate(${x} ${y}) rotate(${rotation} ${size / 2} ${size / 2})"><rect width="${size}" height="${size}" fill="${back}"/>${shape}</g>`,
      );
    }
  }
  return `<rect x="48" y="48" width="504" height="504" fill="${roles.ink}"/>${tiles.join('')}
  <rect x="60" y="60" width="480" height="480" fill="none" stroke="${roles.ink}" stroke-width="6"/>
  <path d="M220 60 V540 M380 60 V540 M60 220 H540 M60 380 H540" stroke="${roles.ink}" stroke-width="6"/>`;
};
