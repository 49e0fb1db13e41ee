import { mirroredOutline, pathOf, ribBand, stitching, type GarmentTones } from './garment-kit.ts';

// Parts shared by the tee-cut garments: the crew neck (t-shirt, long-sleeve) and the hem
// stitching (those two and the vest).

const neckOpening = mirroredOutline({
  start: [500, 188],
  segments: [
    ['C', 470, 188, 446, 170, 432, 138],
    ['C', 456, 150, 478, 156, 500, 156],
  ],
});

const backCollar = mirroredOutline({
  start: [500, 150],
  segments: [
    ['C', 468, 150, 440, 146, 410, 134],
    ['L', 432, 138],
    ['C', 456, 150, 478, 156, 500, 156],
  ],
});

/**
 * The crew neck: inside, back and front rib, and the stitching below it. The front collar is
 * passed in because the t-shirt's tip curves slightly where the long-sleeve's is straight.
 */
export function crewNeck(frontCollar: string, tones: GarmentTones): string {
  return `<path d="${neckOpening}" fill="${tones.inside}"/>
    ${ribBand(backCollar, tones)}
    ${ribBand(frontCollar, tones)}
    ${stitching(
      pathOf(
        [414, 152],
        [
          ['C', 432, 196, 464, 226, 500, 226],
          ['C', 536, 226, 568, 196, 586, 152],
        ],
      ),
      tones,
    )}`;
}

/** Hem stitching across the body, `y` at the side seams, dipping 10 towards the centre. */
export function hemStitching(y: number, tones: GarmentTones): string {
  return stitching(
    pathOf(
      [302, y],
      [
        ['C', 380, y + 8, 450, y + 10, 500, y + 10],
        ['C', 550, y + 10, 620, y + 8, 698, y],
      ],
    ),
    tones,
  );
}
