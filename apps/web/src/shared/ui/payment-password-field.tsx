import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@platform/ui/field.tsx';
import { useSiteConfig } from '../api/get-site-config.ts';

type PaymentPasswordFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'type' | 'inputMode' | 'autoComplete' | 'isRequired'
>;

/**
 * The payment password a money form asks for (withdrawal, buying points, a points mall redemption, a
 * team transfer): required, hidden as typed, never filled in by the browser, on the number pad when
 * the operator's rule is digits only. Register it as `paymentPassword`; `wrongPaymentPasswordText`
 * words a refusal under it.
 */
export function PaymentPasswordField(props: PaymentPasswordFieldProps) {
  const { t } = useTranslation();
  const rule = useSiteConfig().register.paymentPassword;
  return (
    <TextField
      label={t('paymentPassword.label')}
      type="password"
      inputMode={rule.patternId === 'DIGITS' ? 'numeric' : undefined}
      autoComplete="off"
      isRequired
      {...props}
    />
  );
}
