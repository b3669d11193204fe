import { useTranslation } from 'react-i18next';
import { describeUserAgent } from '../lib/user-agent.ts';

/** "Chrome 126 · Windows" from a user agent; what is not recognised is named plainly. */
export const useDeviceName = () => {
  const { t } = useTranslation();
  return (userAgent: string | null): string => {
    const { browser, system } = describeUserAgent(userAgent);
    return t('securityCentre.devices.deviceName', {
      browser: browser ?? t('securityCentre.devices.unknownBrowser'),
      system: system ?? t('securityCentre.devices.unknownSystem'),
    });
  };
};
