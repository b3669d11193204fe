import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  bankAccountRequestSchema,
  checkFieldRule,
  validationText,
  type BankAccountRequest,
} from '@platform/contract';
import { TextField } from '@platform/ui/field.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useBindBankAccount } from '../api/bind-bank-account.ts';

const FORM_FIELDS = ['bankName', 'accountName', 'accountNumber'] as const;

interface BankAccountFormProps {
  /** The member's payee name; null until the first account sets it. */
  payeeName: string | null;
}

/** Binds a bank account; its name must be the payee name, which the first account sets. */
export function BankAccountForm({ payeeName }: BankAccountFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const payeeRule = useSiteConfig().register.payeeName;
  const bind = useBindBankAccount();
  const [isSaved, setSaved] = useState(false);
  const schema = useMemo(
    () =>
      bankAccountRequestSchema.superRefine((input, context) => {
        if (input.accountName === '') return;
        const problem =
          payeeName === null
            ? checkFieldRule(payeeRule, input.accountName, language)
            : input.accountName === payeeName
              ? undefined
              : validationText('payeeNameMismatch', language);
        if (problem !== undefined)
          context.addIssue({ code: 'custom', path: ['accountName'], message: problem });
      }),
    [payeeName, payeeRule, language],
  );
  const form = useForm<BankAccountRequest, unknown, z.output<typeof schema>>({
    resolver: useContractResolver(schema),
    defaultValues: { bankName: '', accountName: '', accountNumber: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      await bind.mutateAsync(values);
      form.reset();
      setSaved(true);
    } catch (error) {
      applyServerErrors(form, error, t, FORM_FIELDS);
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {isSaved && <Notice tone="success">{t('security.bankAccountSaved')}</Notice>}
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label={t('security.bankName')}
        autoComplete="off"
        error={errors.bankName?.message}
        isRequired
        {...form.register('bankName')}
      />
      <TextField
        label={t('security.accountName')}
        autoComplete="off"
        hint={
          payeeName === null
            ? t('security.accountNameFirstHint')
            : t('security.accountNameHint', { payeeName })
        }
        error={errors.accountName?.message}
        isRequired
        {...form.register('accountName')}
      />
      <TextField
        label={t('security.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        error={errors.accountNumber?.message}
        isRequired
        {...form.register('accountNumber')}
      />
      <Button type="submit" isBusy={isSubmitting}>
        {t('security.bindBankAccount')}
      </Button>
    </form>
  );
}
