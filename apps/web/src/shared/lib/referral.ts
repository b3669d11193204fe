const REFERRAL_KEY = 'referralCode';

/** Keeps `?referralCode=` of the landing URL for the registration form (spec section 2). */
export const captureReferralCode = (search: string) => {
  const code = new URLSearchParams(search).get(REFERRAL_KEY)?.trim();
  if (code) sessionStorage.setItem(REFERRAL_KEY, code);
};

export const getReferralCode = (): string | undefined => sessionStorage.getItem(REFERRAL_KEY) ?? undefined;
