import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { GlobalFonts, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

export interface CaptchaChallenge {
  /** What the person must type (compared without regard to case). */
  text: string;
  /** The picture, as a PNG. */
  png: Buffer;
}

/** Draws the challenge; tests hand in one with a known answer. */
export type CaptchaGenerator = () => CaptchaChallenge;

const WIDTH = 150;
const HEIGHT = 50;
const LENGTH = 5;
/** No characters a person confuses with another (0/O, 1/l/I, 5/S, 2/Z, 8/B, 9/g, u/v). */
const ALPHABET = 'ACDEFHJKMNPRTWXYabdefhkmnprtwxy3467';
const FONT_FAMILY = 'CaptchaSlab';
const FONT_WEIGHTS = [500, 700, 900] as const;

/**
 * The glyphs come from a font the package ships, so the picture is the same on every machine and
 * does not depend on the fonts the host happens to have.
 */
const registerFonts = (() => {
  let done = false;
  return () => {
    if (done) return;
    const require = createRequire(import.meta.url);
    for (const weight of FONT_WEIGHTS) {
      GlobalFonts.registerFromPath(
        require.resolve(`@fontsource/roboto-slab/files/roboto-slab-latin-${weight}-normal.woff2`),
        `${FONT_FAMILY}${weight}`,
      );
    }
    done = true;
  };
})();

const between = (min: number, max: number) => min + (randomInt(0, 10_001) / 10_000) * (max - min);
const pick = <T>(items: readonly T[]): T => items[randomInt(0, items.length)] as T;
const inkColour = () => `hsl(${randomInt(0, 360)} ${randomInt(45, 75)}% ${randomInt(22, 38)}%)`;

/** Strokes in the letters' own colours across the text, so a colour filter cannot peel them off. */
const drawStrokes = (g: SKRSContext2D, colours: string[], count: number) => {
  for (let i = 0; i < count; i += 1) {
    g.strokeStyle = pick(colours);
    g.lineWidth = between(1.2, 2.6);
    g.beginPath();
    g.moveTo(between(-10, 20), between(5, HEIGHT - 5));
    g.bezierCurveTo(
      between(20, WIDTH / 2),
      between(-20, HEIGHT + 20),
      between(WIDTH / 2, WIDTH - 20),
      between(-20, HEIGHT + 20),
      between(WIDTH - 20, WIDTH + 10),
      between(5, HEIGHT - 5),
    );
    g.stroke();
  }
};

/** Moves every column of pixels up or down along a random sine wave: the glyph outlines bend. */
const bend = (g: SKRSContext2D) => {
  const source = g.getImageData(0, 0, WIDTH, HEIGHT);
  const target = g.createImageData(WIDTH, HEIGHT);
  const amplitude = between(2.5, 4.5);
  const period = between(40, 70);
  const phase = between(0, Math.PI * 2);
  for (let x = 0; x < WIDTH; x += 1) {
    const shift = Math.round(amplitude * Math.sin((x / period) * Math.PI * 2 + phase));
    for (let y = 0; y < HEIGHT; y += 1) {
      const from = Math.min(HEIGHT - 1, Math.max(0, y + shift));
      target.data.set(
        source.data.subarray((from * WIDTH + x) * 4, (from * WIDTH + x) * 4 + 4),
        (y * WIDTH + x) * 4,
      );
    }
  }
  g.putImageData(target, 0, 0);
};

/** Draws `text` as a raster image: rotated, scaled, overlapping letters, bent, crossed and speckled. */
export const drawCaptcha = (text: string): Buffer => {
  registerFonts();
  const canvas = createCanvas(WIDTH, HEIGHT);
  const g = canvas.getContext('2d');
  const hue = randomInt(0, 360);
  const background = g.createLinearGradient(0, 0, WIDTH, HEIGHT);
  background.addColorStop(0, `hsl(${hue} 40% 92%)`);
  background.addColorStop(1, `hsl(${(hue + 90) % 360} 40% 86%)`);
  g.fillStyle = background;
  g.fillRect(0, 0, WIDTH, HEIGHT);

  const colours = [...text].map(inkColour);
  drawStrokes(g, colours, 2);
  const step = (WIDTH - 28) / text.length;
  [...text].forEach((letter, index) => {
    g.save();
    g.translate(12 + index * step + between(0, step * 0.3), HEIGHT / 2 + between(-3, 4));
    g.rotate(between(-0.4, 0.4));
    g.transform(1, between(-0.2, 0.2), between(-0.3, 0.3), 1, 0, 0);
    g.font = `${randomInt(26, 33)}px ${FONT_FAMILY}${pick(FONT_WEIGHTS)}`;
    g.textBaseline = 'middle';
    g.fillStyle = colours[index] ?? inkColour();
    g.fillText(letter, 0, 0);
    g.restore();
  });
  bend(g);
  drawStrokes(g, colours, 3);
  for (let i = 0; i < 120; i += 1) {
    g.fillStyle = pick(colours);
    g.fillRect(randomInt(0, WIDTH), randomInt(0, HEIGHT), between(1, 2.2), between(1, 2.2));
  }
  return canvas.toBuffer('image/png');
};

export const createRasterCaptcha: CaptchaGenerator = () => {
  const text = Array.from({ length: LENGTH }, () => pick([...ALPHABET])).join('');
  return { text, png: drawCaptcha(text) };
};

/** A captcha whose answer is fixed, still drawn as a real image: for tests and the e2e harness. */
export const fixedCaptcha =
  (text: string): CaptchaGenerator =>
  () => ({ text, png: drawCaptcha(text) });
