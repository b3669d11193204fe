import { verify } from 'otplib';

/** Codes one step either side of now are accepted (clock drift). */
const TOTP_TOLERANCE_SECONDS = 30;

/**
 * The time step of `code` when it is a current authenticator code for `secret` and later than the
 * last accepted step (so a code works once); undefined otherwise. Staff and members share it.
 */
export const checkTotp = async (
  secret: string,
  code: string,
  lastTimeStep: number | null,
): Promise<number | undefined> => {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(lastTimeStep === null ? {} : { afterTimeStep: lastTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
};
