import { mobileFormatMessage, normalizeMobile, type Language, type ModuleId } from '@platform/contract';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import type { SystemService } from '../system/service.ts';

/** Refuses with `feature_disabled` unless every one of the white-label switches is on. */
export const requireFeatures = async (system: SystemService, ...ids: ModuleId[]) => {
  const features = await system.getFeatures();
  if (!ids.every((id) => features[id] === true)) throw new AppError('feature_disabled');
};

/**
 * The national digits of a mobile number as stored, or a 422 `phone_format_invalid` with the
 * country's length under `field` (the code requests name it `mobileNum` or `mobileNo`).
 */
export const requireMobile = (
  countryDialingCode: string,
  mobileNum: string,
  language: Language,
  field = 'mobileNum',
): string => {
  const national = normalizeMobile(countryDialingCode, mobileNum);
  if (national === null) {
    const message = mobileFormatMessage(countryDialingCode, mobileNum, language) ?? '';
    throw fieldError({ [field]: message }, 'phone_format_invalid');
  }
  return national;
};
