import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, type Language } from '@platform/contract';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { useLanguage } from '../../../i18n/index.ts';

const LOCALES: Record<Language, string> = { JA: 'ja', EN: 'en' };

/** `+81 Japan` / `+81 日本`: the country's name in the page's language, no flags. */
export const useCountryOptions = () => {
  const language = useLanguage();
  return useMemo(() => {
    const names = new Intl.DisplayNames([LOCALES[language]], { type: 'region' });
    return COUNTRIES.map(({ countryCode, countryDialingCode }) => ({
      value: countryDialingCode,
      label: `+${countryDialingCode} ${names.of(countryCode) ?? countryCode}`,
    }));
  }, [language]);
};

type CountryCodeSelectProps = Omit<ComponentProps<typeof SelectField>, 'options' | 'label'> & {
  label?: string;
};

/**
 * The country picker of the mobile-number inputs (spec section 3, "Country"). Its values are the
 * dialing codes without `+`; the form's default is DEFAULT_COUNTRY_DIALING_CODE.
 */
export function CountryCodeSelect({ label, className, ...select }: CountryCodeSelectProps) {
  const { t } = useTranslation();
  const options = useCountryOptions();
  return (
    <SelectField
      label={label ?? t('account.fields.countryDialingCode')}
      className={className ?? 'field--dialing'}
      autoComplete="tel-country-code"
      options={options}
      {...select}
    />
  );
}

interface MobileNumberFieldProps {
  /** The country picker's props, e.g. `form.register('countryDialingCode')`. */
  countryDialingCode: Omit<CountryCodeSelectProps, 'label'>;
  /** The number input's props, e.g. `form.register('mobileNum')`. */
  mobileNum: ComponentProps<'input'>;
  label?: string;
  error?: string | undefined;
  hint?: string | undefined;
  isRequired?: boolean;
}

/** The country picker beside the national number, one row; the error shows under the number. */
export function MobileNumberField({
  countryDialingCode,
  mobileNum,
  label,
  error,
  hint,
  isRequired = true,
}: MobileNumberFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="form__row">
      <CountryCodeSelect {...countryDialingCode} />
      <TextField
        label={label ?? t('account.fields.mobileNum')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        className="field--grow"
        error={error}
        hint={hint}
        isRequired={isRequired}
        {...mobileNum}
      />
    </div>
  );
}
