import { useCallback, useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { validationText, type ChallengeMethod, type Language, type LoginChallenge } from '@platform/contract';
import { ChoiceGroup, Radio, TextField } from '@platform/ui/field.tsx';
import { ShieldIcon } from '@platform/ui/icons.tsx';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useSendChallengeCode } from '../api/challenge-code.ts';
import { SendCodeButton } from './send-code-button.tsx';

/** Refusals that belong under the answer's input rather than above the form. */
const ANSWER_ERRORS = new Set([
  'verification_code_invalid',
  'verification_code_expired',
  'verification_code_required',
  'bank_account_name_incorrect',
  'totp_invalid',
]);

const METHOD_LABELS = {
  SMS: 'account.challenge.methods.SMS',
  EMAIL: 'account.challenge.methods.EMAIL',
  BANK_ACCOUNT_NAME: 'account.challenge.methods.BANK_ACCOUNT_NAME',
  TOTP: 'account.challenge.methods.TOTP',
} as const satisfies Record<ChallengeMethod, string>;

const ANSWER_LABELS = {
  SMS: 'account.fields.verificationCode',
  EMAIL: 'account.fields.verificationCode',
  BANK_ACCOUNT_NAME: 'account.fields.bankAccountName',
  TOTP: 'account.fields.totpCode',
} as const satisfies Record<ChallengeMethod, string>;

const buildSchema = (language: Language) =>
  z
    .object({ method: z.enum(['SMS', 'EMAIL', 'BANK_ACCOUNT_NAME', 'TOTP']), answer: z.string().trim() })
    .superRefine(({ method, answer }, ctx) => {
      const problem = (message: string) => ctx.addIssue({ code: 'custom', path: ['answer'], message });
      if (answer === '') {
        problem(
          validationText(
            method === 'SMS' || method === 'EMAIL' ? 'verificationCodeRequired' : 'required',
            language,
          ),
        );
      } else if (method === 'TOTP' && !/^\d{6}$/.test(answer)) {
        problem(validationText('totpCode', language));
      }
    });
type ChallengeValues = z.input<ReturnType<typeof buildSchema>>;
type ChallengeOutput = z.output<ReturnType<typeof buildSchema>>;

interface ChallengeFormProps {
  challenge: LoginChallenge;
  /** Sends the login again with the answer; a refusal comes back as the thrown error. */
  onAnswer: (method: ChallengeMethod, answer: string) => Promise<void>;
  /** Back to the login form (the check expired, or the person gave up). */
  onCancel: () => void;
}

/**
 * The new-device or two-factor login check (spec section 4): the password was right, and one
 * more answer by a method the member has (SMS or email code, bank account name, authenticator)
 * grants the session.
 */
export function ChallengeForm({ challenge, onAnswer, onCancel }: ChallengeFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const sendCode = useSendChallengeCode();
  const schema = useMemo(() => buildSchema(language), [language]);
  const form = useForm<ChallengeValues, unknown, ChallengeOutput>({
    resolver: useContractResolver(schema),
    defaultValues: { method: challenge.methods[0], answer: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const method = useWatch({ control: form.control, name: 'method' });
  const isCode = method === 'SMS' || method === 'EMAIL';
  const destination = isCode ? challenge.destinations[method] : undefined;

  const send = useCallback(
    () => sendCode.mutateAsync({ challengeToken: challenge.challengeToken, method: isCode ? method : 'SMS' }),
    [challenge.challengeToken, isCode, method, sendCode],
  );

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onAnswer(values.method, values.answer);
    } catch (error) {
      const failure = applyServerErrors(form, error, t, ['answer']);
      if (failure !== undefined && ANSWER_ERRORS.has(failure.errorCode)) {
        form.clearErrors('root.server');
        form.setError('answer', { type: 'server', message: failure.message }, { shouldFocus: true });
      }
    }
  });

  return (
    <form className="form" noValidate aria-labelledby={headingId} onSubmit={(event) => void onSubmit(event)}>
      <div className="account-check__intro">
        <ShieldIcon className="account-check__icon" />
        <div>
          <h3 id={headingId} className="account-check__title">
            {challenge.reason === 'NEW_DEVICE'
              ? t('account.challenge.newDeviceTitle')
              : t('account.challenge.twoFactorTitle')}
          </h3>
          <p className="account-check__text">
            {challenge.reason === 'NEW_DEVICE'
              ? t('account.challenge.newDeviceText')
              : t('account.challenge.twoFactorText')}
          </p>
        </div>
      </div>
      <FormAlert message={errors.root?.server?.message} />
      {challenge.methods.length > 1 && (
        <ChoiceGroup legend={t('account.challenge.chooseMethod')}>
          {challenge.methods.map((option) => (
            <Radio
              key={option}
              value={option}
              label={t(METHOD_LABELS[option])}
              description={
                option === 'SMS' || option === 'EMAIL' ? challenge.destinations[option] : undefined
              }
              {...form.register('method', { onChange: () => form.resetField('answer') })}
            />
          ))}
        </ChoiceGroup>
      )}
      {destination !== undefined && (
        <p className="account-check__destination">{t('account.challenge.codeTo', { destination })}</p>
      )}
      <TextField
        key={method}
        label={t(ANSWER_LABELS[method])}
        autoComplete={isCode || method === 'TOTP' ? 'one-time-code' : 'off'}
        inputMode={method === 'BANK_ACCOUNT_NAME' ? 'text' : 'numeric'}
        maxLength={method === 'TOTP' ? 6 : 255}
        hint={method === 'BANK_ACCOUNT_NAME' ? t('account.challenge.bankAccountHint') : undefined}
        error={errors.answer?.message}
        isRequired
        addon={isCode ? <SendCodeButton key={method} send={send} /> : undefined}
        {...form.register('answer')}
      />
      <Button type="submit" size="lg" isBlock isBusy={isSubmitting}>
        {t('account.challenge.submit')}
      </Button>
      <Button variant="ghost" isBlock onClick={onCancel}>
        {t('account.backToLogin')}
      </Button>
    </form>
  );
}
