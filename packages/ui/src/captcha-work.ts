import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { formatCaptchaProof } from '@platform/contract';

const solve = async (work: string): Promise<string> => {
  const challenge = JSON.parse(atob(work)) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha’s proof of work was not solved in time');
  return formatCaptchaProof(solution);
};

/**
 * Starts solving a captcha's proof of work (base64 JSON of an ALTCHA challenge) with WebCrypto's
 * PBKDF2, which runs off the main thread, the moment the picture arrives; the form awaits the
 * answer when it is sent. A failure surfaces there, so it is not an unhandled rejection before.
 */
export const startCaptchaWork = (work: string): Promise<string> => {
  const proof = solve(work);
  proof.catch(() => undefined);
  return proof;
};

/** A captcha on screen: its key and its proof of work being solved. */
export interface SolvingCaptcha {
  key: string;
  proof: Promise<string>;
}

/** The captcha fields of a login or registration: the typed text, the key and the solved proof of work. */
export const answerCaptcha = async (captcha: SolvingCaptcha, text: string) => ({
  captcha: text,
  captchaKey: captcha.key,
  captchaProof: await captcha.proof,
});
