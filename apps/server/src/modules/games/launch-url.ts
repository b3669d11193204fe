import type { Language } from '@platform/contract';

export interface LaunchParameters {
  token: string;
  gameCode: string;
  language: Language;
  demo: boolean;
  platform?: string | undefined;
}

/**
 * The vendor's game page for one launch: its configured launch URL (absolute, or a path on this
 * site for an in-process vendor) with the one-time token, game, language and mode as parameters.
 * Every vendor takes the same parameters; a vendor with other needs gets an adapter here.
 */
export const buildLaunchUrl = (launchUrl: string, launch: LaunchParameters): string => {
  const relative = launchUrl.startsWith('/');
  const url = new URL(launchUrl, 'http://relative.invalid');
  url.searchParams.set('token', launch.token);
  url.searchParams.set('gameCode', launch.gameCode);
  url.searchParams.set('language', launch.language);
  url.searchParams.set('mode', launch.demo ? 'demo' : 'real');
  if (launch.platform) url.searchParams.set('platform', launch.platform);
  return relative ? `${url.pathname}${url.search}` : url.toString();
};
