import { mobileFormatMessage, validationText, type Language } from '@platform/contract';

/**
 * Why a typed mobile number is refused, in the page's language, or undefined when it is a mobile
 * number of the chosen country: empty asks for input, a wrong length names the country's digits
 * (spec section 5, "phone number of N digits").
 */
export const mobileNumberProblem = (
  countryDialingCode: string,
  mobileNum: string,
  language: Language,
): string | undefined =>
  mobileNum.trim() === ''
    ? validationText('required', language)
    : mobileFormatMessage(countryDialingCode, mobileNum, language);
