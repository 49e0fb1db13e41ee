import { darken, lighten, mix } from '../../../../platform/storage/colour-math.ts';
import type { SceneDrawing } from './scene-kit.ts';

/** A shop shelf: stacks of folded tees in the palette's colours and a potted plant. */
export const foldedShirts: SceneDrawing = ({ width, height, roles, random }) => {
  const shelf = height * 0.78;
  const unit = Math.min(width / 6.2, height * 0.42);
  const colours = [roles.primary, roles.secondary, roles.accent, roles.paper, darken(roles.primary, 0.35), lighten(roles.secondary, 0.4)];

  const stack = (centreX: number, count: number, scale: number) => {
    const slabWidth = unit * scale;
    const slabHeight = slabWidth * 0.15;
    const left = centreX - slabWidth / 2;
    const parts: string[] = [
      `<ellipse cx="${centreX.toFixed(1)}" cy="${(shelf + 4).toFixed(1)}" rx="${(slabWidth * 0.58).toFixed(1)}" ry="${(slabHeight * 0.5).toFixed(1)}" fill="#000" fill-opacity="0.16"/>`,
    ];
    let top = shelf;
    for (let index = 0; index < count; index += 1) {
      const colour = random.pick(colours);
      const nudge = random.between(-0.04, 0.04) * slabWidth;
      top -= slabHeight;
      parts.push(`<rect x="${(left + nudge).toFixed(1)}" y="${top.toFixed(1)}" width="${slabWidth.toFixed(1)}" height="${(slabHeight - 2).toFixed(1)}" rx="${(slabHeight * 0.4).toFixed(1)}" fill="${colour}"/>
      <rect x="${(left + nudge + slabHeight * 0.3).toFixed(1)}" y="${(top + slabHeight * 0.62).toFixed(1)}" width="${(slabWidth - slabHeight * 0.6).toFixed(1)}" height="${(slabHeight * 0.28).toFixed(1)}" rx="${(slabHeight * 0.14).toFixed(1)}" fill="#000" fill-opacity="0.12"/>
      <rect x="${(left + nudge + slabHeight * 0.3).toFixed(1)}" y="${(top + slabHeight * 0.12).toFixed(1)}" width="${(slabWidth - slabHeight * 0.6).toFixed(1)}" height="${(slabHeight * 0.14).toFixed(1)}" rx="${(slabHeight * 0.07).toFixed(1)}" fill="#fff" fill-opacity="0.22"/>`);
    }
    // The top shirt lies flat: its folded front seen from above, neckline at the back edge.
    const colour = random.pick(colours);
    const faceHeight = slabWidth * 0.34;
    const faceTop = top - faceHeight;
    parts.push(`<path d="M${(left + slabWidth * 0.06).toFixed(1)} ${top.toFixed(1)} L${(left + slabWidth * 0.1).toFixed(1)} ${faceTop.toFixed(1)} L${(left + slabWidth * 0.9).toFixed(1)} ${faceTop.toFixed(1)} L${(left + slabWidth * 0.94).toFixed(1)} ${top.toFixed(1)} Z" fill="${lighten(colour, 0.08)}" stroke="${darken(colour, 0.15)}" stroke-width="2"/>
    <path d="M${(centreX - slabWidth * 0.16).toFixed(1)} ${faceTop.toFixed(1)} Q${centreX.toFixed(1)} ${(faceTop + faceHeight * 0.55).toFixed(1)} ${(centreX + slabWidth * 0.16).toFixed(1)} ${faceTop.toFixed(1)}" fill="${darken(colour, 0.3)}" stroke="${darken(colour, 0.12)}" stroke-width="${(slabWidth * 0.035).toFixed(1)}"/>
    <path d="M${(left + slabWidth * 0.3).toFixed(1)} ${(faceTop + 4).toFixed(1)} L${(left + slabWidth * 0.3).toFixed(1)} ${(top - 2).toFixed(1)} M${(left + slabWidth * 0.7).toFixed(1)} ${(faceTop + 4).toFixed(1)} L${(left + slabWidth * 0.7).toFixed(1)} ${(top - 2).toFixed(1)}" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>`);
    return parts.join('');
  };

  const plant = (x: number) => {
    const potWidth = unit * 0.42;
    const potHeight = potWidth * 0.9;
    const leaves = Array.from({ length: 7 }, (_, index) => {
      const angle = -150 + index * 20 + random.between(-6, 6);
      const length = potWidth * random.between(1.1, 1.6);
      return `<ellipse cx="${x}" cy="${(shelf - potHeight - length / 2).toFixed(1)}" rx="${(potWidth * 0.14).toFixed(1)}" ry="${(length / 2).toFixed(1)}" transform="rotate(${(angle + 90).toFixed(1)} ${x} ${(shelf - potHeight).toFixed(1)})" fill="${index % 2 ? '#3f7d4e' : '#58a067'}"/>`;
    }).join('');
    return `${leaves}<path d="M${x - potWidth / 2} ${shelf - potHeight} L${x + potWidth / 2} ${shelf - potHeight} L${x + potWidth * 0.38} ${shelf} L${x - potWidth * 0.38} ${shelf} Z" fill="${mix(roles.accent, '#c97b4a', 0.5)}"/>`;
  };

  return `<defs>
    <linearGradient id="sc-wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(roles.paper, roles.secondary, 0.12)}"/><stop offset="1" stop-color="${mix(roles.paper, roles.secondary, 0.3)}"/></linearGradient>
    <linearGradient id="sc-shelf" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d8b48a"/><stop offset="1" stop-color="#b98e62"/></linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sc-wall)"/>
  <circle cx="${(width * 0.8).toFixed(1)}" cy="${(height * 0.3).toFixed(1)}" r="${(height * 0.32).toFixed(1)}" fill="${lighten(roles.accent, 0.55)}" fill-opacity="0.6"/>
  <rect y="${shelf.toFixed(1)}" width="${width}" height="${(height - shelf).toFixed(1)}" fill="url(#sc-shelf)"/>
  <rect y="${shelf.toFixed(1)}" width="${width}" height="${(height * 0.02).toFixed(1)}" fill="#fff" fill-opacity="0.25"/>
  ${plant(width * 0.14)}
  ${stack(width * 0.42, 4, 1.1)}${stack(width * 0.62, 6, 1)}${stack(width * 0.82, 3, 1.15)}`;
};
