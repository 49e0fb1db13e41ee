import { darken, lighten, mix } from '../../../platform/storage/colour-math.ts';
import type { SeededRandom } from '../../studio/index.ts';

// The magic model creator's "model" compositions, drawn as SVG like the banner scenes
// (src/server/studio/images/scenes/): flat shapes and gradients, no blur filters. Each leaves room
// for the product where the scene registry (scenes.ts) says it goes.

const f = (value: number) => value.toFixed(1);

/** A garment on a wooden hanger hung from a peg rail on a painted wall, a plant on the floor. */
export function hangerWall(size: number, random: SeededRandom): string {
  const wall = '#e9e2d6';
  const wood = '#a0703f';
  const railY = size * 0.1;
  const hookTop = railY + size * 0.028;
  const hangerY = size * 0.19;
  const cx = size / 2;
  const panelTop = size * 0.7;
  const potX = size * random.between(0.84, 0.88);
  const leaves = Array.from({ length: 7 }, (_, index) => {
    const angle = -150 + index * 20 + random.between(-6, 6);
    const length = size * random.between(0.1, 0.15);
    const rad = (angle * Math.PI) / 180;
    const baseY = size * 0.86;
    const tipX = potX + Math.cos(rad) * length;
    const tipY = baseY + Math.sin(rad) * length;
    return `<path d="M${f(potX)} ${f(baseY)} Q${f(potX + Math.cos(rad - 0.5) * length * 0.6)} ${f(baseY + Math.sin(rad - 0.5) * length * 0.6)} ${f(tipX)} ${f(tipY)} Q${f(potX + Math.cos(rad + 0.5) * length * 0.6)} ${f(baseY + Math.sin(rad + 0.5) * length * 0.6)} ${f(potX)} ${f(baseY)} Z" fill="${mix('#3d7a4a', '#5f9e62', index / 6)}"/>`;
  }).join('');
  return `<defs>
    <linearGradient id="mm-wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(wall, 0.35)}"/><stop offset="1" stop-color="${darken(wall, 0.08)}"/></linearGradient>
    <linearGradient id="mm-wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(wood, 0.2)}"/><stop offset="1" stop-color="${darken(wood, 0.2)}"/></linearGradient>
  </defs>
  <rect width="${size}" height="${size}" fill="url(#mm-wall)"/>
  <rect y="${f(panelTop)}" width="${size}" height="${f(size - panelTop)}" fill="${darken(wall, 0.05)}"/>
  <rect y="${f(panelTop - size * 0.012)}" width="${size}" height="${f(size * 0.014)}" fill="${lighten(wall, 0.5)}"/>
  ${Array.from({ length: 6 }, (_, index) => `<rect x="${f(size * (0.04 + index * 0.165))}" y="${f(panelTop + size * 0.04)}" width="${f(size * 0.13)}" height="${f(size * 0.2)}" fill="none" stroke="${darken(wall, 0.12)}" stroke-width="${f(size * 0.003)}"/>`).join('')}
  <rect y="${f(size * 0.965)}" width="${size}" height="${f(size * 0.035)}" fill="${darken(wood, 0.1)}"/>
  <rect x="${f(size * 0.08)}" y="${f(railY - size * 0.014)}" width="${f(size * 0.84)}" height="${f(size * 0.028)}" rx="${f(size * 0.006)}" fill="url(#mm-wood)"/>
  <rect x="${f(size * 0.08)}" y="${f(railY + size * 0.012)}" width="${f(size * 0.84)}" height="${f(size * 0.006)}" fill="#000" fill-opacity="0.1"/>
  ${[0.22, 0.78].map((x) => `<circle cx="${f(size * x)}" cy="${f(railY)}" r="${f(size * 0.012)}" fill="${darken(wood, 0.25)}"/>`).join('')}
  <circle cx="${f(cx)}" cy="${f(railY)}" r="${f(size * 0.014)}" fill="${darken(wood, 0.3)}"/>
  <path d="M${f(cx)} ${f(hangerY - size * 0.012)} L${f(cx)} ${f(hookTop + size * 0.02)} Q${f(cx)} ${f(hookTop - size * 0.006)} ${f(cx - size * 0.018)} ${f(hookTop)} Q${f(cx - size * 0.034)} ${f(hookTop + size * 0.008)} ${f(cx - size * 0.026)} ${f(hookTop + size * 0.024)}" fill="none" stroke="#8c8f94" stroke-width="${f(size * 0.006)}" stroke-linecap="round"/>
  <path d="M${f(cx - size * 0.2)} ${f(hangerY + size * 0.05)} Q${f(cx)} ${f(hangerY - size * 0.035)} ${f(cx + size * 0.2)} ${f(hangerY + size * 0.05)}" fill="none" stroke="${wood}" stroke-width="${f(size * 0.016)}" stroke-linecap="round"/>
  <path d="M${f(potX - size * 0.055)} ${f(size * 0.86)} L${f(potX + size * 0.055)} ${f(size * 0.86)} L${f(potX + size * 0.042)} ${f(size * 0.965)} L${f(potX - size * 0.042)} ${f(size * 0.965)} Z" fill="#c8693f"/>
  ${leaves}`;
}

/** Seen from above: a wooden table with a coffee cup, a sprig of eucalyptus and a notebook around the garment. */
export function flatLay(size: number, random: SeededRandom): string {
  const wood = '#c9a37a';
  const planks = Array.from({ length: 6 }, (_, index) => {
    const y = (index * size) / 6;
    const tone = mix(lighten(wood, 0.1), darken(wood, 0.08), random.between(0, 1));
    const grain = Array.from({ length: 4 }, () => {
      const gy = y + random.between(0.1, 0.9) * (size / 6);
      return `<path d="M0 ${f(gy)} C${f(size * 0.3)} ${f(gy + random.between(-8, 8))} ${f(size * 0.6)} ${f(gy + random.between(-8, 8))} ${size} ${f(gy + random.between(-5, 5))}" fill="none" stroke="${darken(wood, 0.18)}" stroke-opacity="0.35" stroke-width="${f(size * 0.0025)}"/>`;
    }).join('');
    return `<rect y="${f(y)}" width="${size}" height="${f(size / 6)}" fill="${tone}"/>${grain}<rect y="${f(y)}" width="${size}" height="${f(size * 0.003)}" fill="#000" fill-opacity="0.18"/>`;
  }).join('');
  const cup = { x: size * 0.86, y: size * 0.14, r: size * 0.075 };
  const sprig = Array.from({ length: 6 }, (_, index) => {
    const t = index / 5;
    const x = size * (0.05 + t * 0.12);
    const y = size * (0.92 - t * 0.2);
    const side = index % 2 ? 1 : -1;
    return `<ellipse cx="${f(x + side * size * 0.022)}" cy="${f(y)}" rx="${f(size * 0.022)}" ry="${f(size * 0.015)}" fill="${mix('#7fa38a', '#5d8a6c', t)}" transform="rotate(${f(side * 30 - 40)} ${f(x + side * size * 0.022)} ${f(y)})"/>`;
  }).join('');
  return `${planks}
  <ellipse cx="${f(cup.x + size * 0.008)}" cy="${f(cup.y + size * 0.01)}" rx="${f(cup.r * 1.45)}" ry="${f(cup.r * 1.45)}" fill="#000" fill-opacity="0.12"/>
  <circle cx="${f(cup.x)}" cy="${f(cup.y)}" r="${f(cup.r * 1.4)}" fill="#f4f1ec"/>
  <circle cx="${f(cup.x)}" cy="${f(cup.y)}" r="${f(cup.r)}" fill="#ffffff" stroke="#ddd6cc" stroke-width="${f(size * 0.004)}"/>
  <circle cx="${f(cup.x)}" cy="${f(cup.y)}" r="${f(cup.r * 0.78)}" fill="#6b4426"/>
  <ellipse cx="${f(cup.x - cup.r * 0.2)}" cy="${f(cup.y - cup.r * 0.2)}" rx="${f(cup.r * 0.3)}" ry="${f(cup.r * 0.18)}" fill="#c89b6d" fill-opacity="0.7"/>
  <path d="M${f(size * 0.05)} ${f(size * 0.92)} L${f(size * 0.17)} ${f(size * 0.72)}" stroke="#6e7d5d" stroke-width="${f(size * 0.004)}"/>
  ${sprig}
  <g transform="rotate(8 ${f(size * 0.9)} ${f(size * 0.86)})">
    <rect x="${f(size * 0.82)}" y="${f(size * 0.76)}" width="${f(size * 0.16)}" height="${f(size * 0.21)}" rx="${f(size * 0.008)}" fill="#000" fill-opacity="0.15" transform="translate(${f(size * 0.006)} ${f(size * 0.008)})"/>
    <rect x="${f(size * 0.82)}" y="${f(size * 0.76)}" width="${f(size * 0.16)}" height="${f(size * 0.21)}" rx="${f(size * 0.008)}" fill="#2f4858"/>
    <rect x="${f(size * 0.835)}" y="${f(size * 0.76)}" width="${f(size * 0.006)}" height="${f(size * 0.21)}" fill="#000" fill-opacity="0.2"/>
  </g>`;
}
