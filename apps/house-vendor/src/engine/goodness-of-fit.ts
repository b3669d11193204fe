/**
 * Chi-square goodness of fit, for the tests that check the house's random outcomes are uniform.
 */

/** The upper standard normal quantile for p = 0.999. */
const Z_999 = 3.090232306167813;

/**
 * The 0.999 quantile of the chi-square distribution with `df` degrees of freedom, by the
 * Wilson–Hilferty approximation: (χ²/df)^(1/3) is close to normal with mean 1 − 2/(9 df) and
 * variance 2/(9 df). At p = 0.999 it lands slightly above the exact value (so it is a little
 * lenient): 3% for 1 degree of freedom, 1.2% for 5, 0.2% for 24, 0.04% for 99.
 */
export const chiSquareCritical999 = (df: number): number => {
  const variance = 2 / (9 * df);
  return df * (1 - variance + Z_999 * Math.sqrt(variance)) ** 3;
};

/** The chi-square statistic of counts that should each be `expected`. */
export const chiSquare = (counts: readonly number[], expected: number): number =>
  counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
