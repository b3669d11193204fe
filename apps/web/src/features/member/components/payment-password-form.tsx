import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  checkFieldRule,
  patternMessage,
  paymentPasswordRequestSchema,
  validationText,
  type FieldRule,
  type Language,
  type WalletSecurity,
} from '@platform/contract';
import { TextField } from '@platform/ui/field.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useSetPaymentPassword } from '../api/set-payment-password.ts';

const FORM_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** The contract's request, the operator's payment-password rule, and the confirmation. */
export const buildPaymentPasswordSchema = (rule: FieldRule, hasCurrent: boolean, language: Language) =>
  z
    .object({
      currentPassword: z.string().max(128),
      newPassword: paymentPasswordRequestSchema.shape.newPassword,
      confirmPassword: paymentPasswordRequestSchema.shape.confirmPassword,
    })
    .superRefine((input, context) => {
      const required = validationText('required', language);
      if (hasCurrent && input.currentPassword === '') {
        context.addIssue({ code: 'custom', path: ['currentPassword'], message: required });
      }
      const problem =
        input.newPassword === '' ? undefined : checkFieldRule(rule, input.newPassword, language);
      if (problem !== undefined)
        context.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
      if (input.confirmPassword !== input.newPassword) {
        context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'confirmMismatch' });
      }
    });
type PaymentPasswordValues = z.input<ReturnType<typeof buildPaymentPasswordSchema>>;

/** Sets the first payment password, or changes it with the current one. */
export function PaymentPasswordForm({ security }: { security: WalletSecurity }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rule = useSiteConfig().register.paymentPassword;
  const hasCurrent = security.hasPaymentPassword;
  // A digits-only rule gets the phone's number pad.
  const inputMode = rule.patternId === 'DIGITS' ? 'numeric' : undefined;
  const setPaymentPassword = useSetPaymentPassword();
  const [isSaved, setSaved] = useState(false);
  const schema = useMemo(
    () => buildPaymentPasswordSchema(rule, hasCurrent, language),
    [rule, hasCurrent, language],
  );
  const form = useForm<PaymentPasswordValues>({
    resolver: useContractResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      await setPaymentPassword.mutateAsync({
        ...(hasCurrent ? { currentPassword: values.currentPassword } : {}),
        newPassword: values.newPassword,
        confirmPassword: values.confirmPassword,
      });
      form.reset();
      setSaved(true);
    } catch (error) {
      applyServerErrors(form, error, t, FORM_FIELDS);
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {isSaved && <Notice tone="success">{t('security.paymentPasswordSaved')}</Notice>}
      <FormAlert message={errors.root?.server?.message} />
      {hasCurrent && (
        <TextField
          label={t('security.currentPaymentPassword')}
          type="password"
          inputMode={inputMode}
          autoComplete="off"
          error={errors.currentPassword?.message}
          isRequired
          {...form.register('currentPassword')}
        />
      )}
      <TextField
        label={t('security.newPaymentPassword')}
        type="password"
        inputMode={inputMode}
        autoComplete="off"
        hint={patternMessage(rule.patternId, rule.minLength, rule.maxLength, language)}
        error={errors.newPassword?.message}
        isRequired
        {...form.register('newPassword')}
      />
      <TextField
        label={t('security.confirmPaymentPassword')}
        type="password"
        inputMode={inputMode}
        autoComplete="off"
        error={errors.confirmPassword?.message}
        isRequired
        {...form.register('confirmPassword')}
      />
      <Button type="submit" isBusy={isSubmitting}>
        {hasCurrent ? t('security.changePaymentPassword') : t('security.setPaymentPassword')}
      </Button>
    </form>
  );
}
