import { AFFILIATE_CODE_PARAM, downlineEndpoints } from '@platform/contract';
import { call } from './api-client.ts';

const REFERRAL_KEY = 'referralCode';

/**
 * Keeps `?referralCode=` and an agent's link code (`?affiliateCode=`) of the landing URL for the
 * registration form (spec section 2).
 */
export const captureReferralCode = (search: string) => {
  const params = new URLSearchParams(search);
  for (const key of [REFERRAL_KEY, AFFILIATE_CODE_PARAM]) {
    const code = params.get(key)?.trim();
    if (code) sessionStorage.setItem(key, code);
  }
};

export const getReferralCode = (): string | undefined => sessionStorage.getItem(REFERRAL_KEY) ?? undefined;

/** The affiliate code of the link the visitor arrived through, for the registration form to fill in. */
export const getAffiliateCode = (): string => sessionStorage.getItem(AFFILIATE_CODE_PARAM) ?? '';

/** `GET /wps/agent/affiliate`: whether the code places a registration under an agent, asked before submit. */
export const isAffiliateCodeValid = async (code: string): Promise<boolean> =>
  (await call(downlineEndpoints.affiliate, { query: { code, domain: window.location.hostname } })).valid;
