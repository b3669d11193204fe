/**
 * The query of `/house/play` as the platform builds it. Only the launch token and the language matter
 * here: the server knows the game, the mode and the player from the token.
 */
export interface LaunchParams {
  token: string;
  language: Language;
}

export type Language = 'JA' | 'EN';

/** The page speaks Japanese unless told otherwise. */
export const toLanguage = (value: string | null | undefined): Language =>
  value?.toUpperCase() === 'EN' ? 'EN' : 'JA';

export const readLaunchParams = (search: string): LaunchParams | null => {
  const query = new URLSearchParams(search);
  const token = query.get('token') ?? '';
  return token === '' ? null : { token, language: toLanguage(query.get('language')) };
};
