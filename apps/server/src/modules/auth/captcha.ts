import svgCaptcha from 'svg-captcha';

export interface CaptchaChallenge {
  /** What the person must type. */
  text: string;
  /** The picture, as SVG markup. */
  svg: string;
}

/** Draws the challenge; tests hand in one with a known answer. */
export type CaptchaGenerator = () => CaptchaChallenge;

const STYLE = { noise: 3, color: true, background: '#f4f1e8', width: 120, height: 44, fontSize: 48 };

/** The package's default export draws a given text; its type declarations omit that signature. */
const drawText = svgCaptcha as unknown as (text: string, options: typeof STYLE) => string;

export const createSvgCaptcha: CaptchaGenerator = () => {
  const { text, data } = svgCaptcha.create({ size: 4, ignoreChars: '0oO1iIlL', ...STYLE });
  return { text, svg: data };
};

/** A captcha whose answer is fixed, still drawn as a real image: for tests and the e2e harness. */
export const fixedCaptcha =
  (text: string): CaptchaGenerator =>
  () => ({ text, svg: drawText(text, STYLE) });
