import { useLanguage } from '../../../i18n/index.ts';

/** Picks the console's language out of a `{ JA, EN }` text the operator wrote. */
export const useLocalizedName = () => {
  const language = useLanguage();
  return (text: { JA: string; EN: string }): string => (language === 'EN' ? text.EN : text.JA) || text.JA;
};
