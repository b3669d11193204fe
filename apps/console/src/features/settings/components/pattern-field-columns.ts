import { useTranslation } from 'react-i18next';

/** The headings of a table of member fields with their input patterns (the registration and profile pages). */
export const usePatternFieldColumns = () => {
  const { t } = useTranslation();
  return [
    t('settings.register.field'),
    t('settings.register.enabled'),
    t('settings.register.required'),
    t('settings.register.pattern'),
    t('settings.register.min'),
    t('settings.register.max'),
  ];
};
