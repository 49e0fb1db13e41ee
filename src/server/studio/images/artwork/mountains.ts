import { darken, lighten } from '../../../../platform/storage/colour-math.ts';
import { badge, ribbon, type ArtworkDrawing } from './artwork-kit.ts';

/** Layered geometric peaks with snow caps and pines under a low sun, in a round badge. */
export const mountains: ArtworkDrawing = ({ roles, random, words }) => {
  const sky = lighten(roles.secondary, 0.55);
  const ranges = [lighten(roles.primary, 0.35), roles.primary, darken(roles.primary, 0.35)];
  const peaks = (baseY: number, count: number, height: number) => {
    const points: string[] = [`40,${baseY + 200}`];
    const step = 520 / count;
    for (let index = 0; index <= count; index += 1) {
      const x = 40 + index * step;
      const y = index % 2 === 0 ? baseY : baseY - height * random.between(0.7, 1.1);
      points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
    }
    points.push(`560,${baseY + 200}`);
    return points.join(' ');
  };
  const tallest = `M150 380 L290 170 L430 380 Z`;
  const snow = `M244 240 L290 170 L336 240 L312 226 L292 246 L270 224 Z`;
  const pines = Array.from({ length: 7 }, (_, index) => {
    const x = 110 + index * 64 + random.between(-10, 10);
    const height = random.between(46, 70);
    return `<path d="M${x} ${452 - height} L${x + 20} ${452} L${x - 20} ${452} Z" fill="${roles.ink}"/>`;
  }).join('');
  return `<defs><clipPath id="a-disc"><circle cx="300" cy="300" r="245"/></clipPath></defs>
  ${badge(sky, roles)}
  <g clip-path="url(#a-disc)">
    <circle cx="${random.between(360, 420).toFixed(0)}" cy="180" r="62" fill="${roles.accent}"/>
    <polygon points="${peaks(330, 6, 90)}" fill="${ranges[0]}"/>
    <path d="${tallest}" fill="${ranges[1]}"/><path d="${snow}" fill="${roles.paper}"/>
    <polygon points="${peaks(400, 8, 60)}" fill="${ranges[2]}"/>
    ${pines}
    <rect x="40" y="450" width="520" height="120" fill="${roles.ink}"/>
  </g>
  ${ribbon(words[0] ?? 'WILD', 470, roles, roles.secondary)}`;
};
