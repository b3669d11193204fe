import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffTotpRequestSchema, type StaffLoginStep, type StaffProfile } from '@platform/contract';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { CopyButton } from '@platform/ui/copy-button.tsx';
import { TextField } from '@platform/ui/field.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { useVerifyTotp } from '../api/verify-totp.ts';

const codeSchema = staffTotpRequestSchema.pick({ code: true });

/** The key in groups of four, the way authenticator apps print it; spaces are ignored when typed. */
const groupKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

interface TotpStepProps {
  step: StaffLoginStep;
  /** The code was right: a session is open. */
  onVerified: (session: { token: string; staff: StaffProfile }) => void | Promise<void>;
  /** The challenge ran out (5 minutes): the step before must be done again. */
  onExpired: (message: string) => void;
  submitLabel: string;
}

/** The second factor: the QR code and the key to enrol, then the six-digit code. */
export function TotpStep({ step, onVerified, onExpired, submitLabel }: TotpStepProps) {
  const { t } = useTranslation();
  const keyLabelId = useId();
  const verify = useVerifyTotp();
  const form = useForm({ resolver: useContractResolver(codeSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await onVerified(await verify.mutateAsync({ challenge: step.challenge, code }));
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'challenge_expired') {
        onExpired(error.message);
        return;
      }
      if (error instanceof ApiError && error.errorCode === 'totp_invalid') {
        form.setError('code', { type: 'server', message: error.message });
        return;
      }
      applyServerErrors(form, error, t, (key) => (key === 'code' ? 'code' : undefined));
    }
  });

  return (
    <div className="totp">
      {step.stage === 'ENROL' ? (
        <div className="totp__enrol">
          <ol className="totp__steps">
            <li>{t('auth.enrolScan')}</li>
            <li>{t('auth.enrolManual')}</li>
            <li>{t('auth.enrolCode')}</li>
          </ol>
          <div className="totp__qr">
            <img src={step.qrCode} alt={t('auth.qrAlt')} width={180} height={180} />
          </div>
          <div className="totp__key">
            <span id={keyLabelId} className="field__label">
              {t('auth.manualKey')}
            </span>
            <code className="totp__secret" aria-labelledby={keyLabelId}>
              {groupKey(step.secret)}
            </code>
            <CopyButton text={step.secret} label={t('auth.copyKey')} />
          </div>
        </div>
      ) : (
        <p className="form__intro">{t('auth.verifyIntro')}</p>
      )}
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={errors.root?.server?.message} />
        <TextField
          label={t('auth.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="field--code"
          error={errors.code?.message}
          hint={t('auth.codeHint')}
          isRequired
          {...form.register('code')}
        />
        <Button type="submit" isBlock isBusy={isSubmitting}>
          {submitLabel}
        </Button>
      </form>
    </div>
  );
}
