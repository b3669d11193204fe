/**
 * Draws the installed web app's icons (`public/icons/*.png`, listed in the gateway's web app
 * manifest and index.html) from the site's mark, the star of `public/favicon.svg` and the kit's
 * Logo: a rounded icon for browsers, a full-bleed maskable one (the star inside the 80% safe zone)
 * and the full-bleed apple-touch-icon iOS rounds itself. Run after changing the mark:
 * `npx tsx apps/web/scripts/app-icons.ts`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Path2D, createCanvas } from '@napi-rs/canvas';

const OUT_DIR = fileURLToPath(new URL('../public/icons/', import.meta.url));
const favicon = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');

/** The favicon's own colours and star, so the icons and the tab's mark stay one drawing. */
const attribute = (pattern: RegExp) => {
  const value = pattern.exec(favicon)?.[1];
  if (value === undefined) throw new Error(`app-icons: ${pattern.source} not found in favicon.svg`);
  return value;
};
const BACKGROUND = attribute(/<rect[^>]*fill="([^"]+)"/);
const STAR_COLOUR = attribute(/<path[^>]*fill="([^"]+)"/);
const STAR = new Path2D(attribute(/<path d="([^"]+)"/));
/** The favicon's drawing box. */
const VIEW_BOX = 32;

interface Icon {
  file: string;
  size: number;
  /** Corner radius as a share of the size; 0 draws to the edges (maskable, apple-touch-icon). */
  radius: number;
  /** The star's box as a share of the size. */
  star: number;
}

const ICONS: readonly Icon[] = [
  { file: 'icon-192.png', size: 192, radius: 0.25, star: 1 },
  { file: 'icon-512.png', size: 512, radius: 0.25, star: 1 },
  { file: 'maskable-512.png', size: 512, radius: 0, star: 0.72 },
  { file: 'apple-touch-icon.png', size: 180, radius: 0, star: 0.86 },
];

const draw = ({ size, radius, star }: Icon) => {
  const canvas = createCanvas(size, size);
  const context = canvas.getContext('2d');
  context.fillStyle = BACKGROUND;
  context.beginPath();
  context.roundRect(0, 0, size, size, radius * size);
  context.fill();
  const glow = context.createRadialGradient(size / 2, size * 0.42, 0, size / 2, size * 0.42, size * 0.5);
  glow.addColorStop(0, `${STAR_COLOUR}40`);
  glow.addColorStop(1, `${STAR_COLOUR}00`);
  context.fillStyle = glow;
  context.fill();
  const scale = (size * star) / VIEW_BOX;
  context.translate((size - VIEW_BOX * scale) / 2, (size - VIEW_BOX * scale) / 2);
  context.scale(scale, scale);
  context.fillStyle = STAR_COLOUR;
  context.fill(STAR);
  return canvas.toBuffer('image/png');
};

mkdirSync(OUT_DIR, { recursive: true });
for (const icon of ICONS) writeFileSync(`${OUT_DIR}${icon.file}`, draw(icon));
process.stdout.write(`icons in ${OUT_DIR}\n`);
