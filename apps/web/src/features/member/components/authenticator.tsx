import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { z } from 'zod';
import { validationText, type Language, type TotpEnrolment } from '@platform/contract';
import { TextField } from '@platform/ui/field.tsx';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { Badge } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { CopyButton } from '@platform/ui/copy-button.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useConfirmTotp } from '../api/confirm-totp.ts';
import { useRemoveTotp } from '../api/remove-totp.ts';
import { useStartTotp } from '../api/start-totp.ts';

const totpCode = (language: Language) =>
  z
    .string()
    .trim()
    .regex(/^\d{6}$/, validationText('totpCode', language));
const password = (language: Language) => z.string().min(1, validationText('required', language)).max(128);

/** `ABCD EFGH IJKL ...`: easier to type into an app by hand. */
const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

type Step = { name: 'idle' } | { name: 'password' } | { name: 'scan'; enrolment: TotpEnrolment };

/**
 * Authenticator app (TOTP): set up with the login password, a QR code (or the key typed in) and a
 * first code; once on, every login asks for a code. Removing it takes the password and a code.
 */
export function Authenticator({ isEnrolled }: { isEnrolled: boolean }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [notice, setNotice] = useState<'enrolled' | 'removed' | null>(null);
  const [isRemoving, setRemoving] = useState(false);

  const status = (
    <p className="security-status">
      <span>{t('securityCentre.totp.status')}</span>
      <Badge tone={isEnrolled ? 'success' : 'neutral'}>
        {isEnrolled ? t('securityCentre.totp.on') : t('securityCentre.totp.off')}
      </Badge>
    </p>
  );
  const saved = notice !== null && (
    <Notice tone="success">
      {t(notice === 'enrolled' ? 'securityCentre.totp.enrolled' : 'securityCentre.totp.removed')}
    </Notice>
  );

  if (isEnrolled) {
    return (
      <>
        {status}
        {saved}
        <p className="card__note">{t('securityCentre.totp.enrolledLead')}</p>
        {isRemoving ? (
          <RemoveForm
            onCancel={() => setRemoving(false)}
            onRemoved={() => {
              setRemoving(false);
              setStep({ name: 'idle' });
              setNotice('removed');
            }}
          />
        ) : (
          <div className="security-actions">
            <Button
              variant="secondary"
              onClick={() => {
                setNotice(null);
                setRemoving(true);
              }}
            >
              {t('securityCentre.totp.remove')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <>
      {status}
      {saved}
      {step.name === 'idle' && (
        <>
          <p className="card__note">{t('securityCentre.totp.lead')}</p>
          <div className="security-actions">
            <Button
              onClick={() => {
                setNotice(null);
                setStep({ name: 'password' });
              }}
            >
              {t('securityCentre.totp.setUp')}
            </Button>
          </div>
        </>
      )}
      {step.name === 'password' && (
        <StartForm
          onCancel={() => setStep({ name: 'idle' })}
          onStarted={(enrolment) => setStep({ name: 'scan', enrolment })}
        />
      )}
      {step.name === 'scan' && (
        <ScanStep
          enrolment={step.enrolment}
          onCancel={() => setStep({ name: 'idle' })}
          onConfirmed={() => {
            setStep({ name: 'idle' });
            setNotice('enrolled');
          }}
        />
      )}
    </>
  );
}

interface StartFormProps {
  onCancel: () => void;
  onStarted: (enrolment: TotpEnrolment) => void;
}

/** The login password again before a new secret is made. */
function StartForm({ onCancel, onStarted }: StartFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const start = useStartTotp();
  const schema = useMemo(() => z.object({ password: password(language) }), [language]);
  const form = useForm<{ password: string }>({
    resolver: useContractResolver(schema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onStarted(await start.mutateAsync(values));
    } catch (error) {
      applyServerErrors(form, error, t, ['password']);
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="card__note">{t('securityCentre.totp.passwordLead')}</p>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label={t('securityCentre.loginPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        isRequired
        {...form.register('password')}
      />
      <div className="security-actions">
        <Button type="submit" isBusy={isSubmitting}>
          {t('securityCentre.totp.continue')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

interface ScanStepProps {
  enrolment: TotpEnrolment;
  onCancel: () => void;
  onConfirmed: () => void;
}

/** Install an app, scan the code (or type the key), and prove it with the first 6-digit code. */
function ScanStep({ enrolment, onCancel, onConfirmed }: ScanStepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const keyId = useId();
  const confirm = useConfirmTotp();
  const schema = useMemo(() => z.object({ code: totpCode(language) }), [language]);
  const form = useForm<{ code: string }>({
    resolver: useContractResolver(schema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync(values);
      onConfirmed();
    } catch (error) {
      applyServerErrors(form, error, t, ['code']);
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <ol className="security-steps">
        <li>{t('securityCentre.totp.stepInstall')}</li>
        <li>
          {t('securityCentre.totp.stepScan')}
          <div className="security-qr">
            <QRCodeSVG
              value={enrolment.otpauthUrl}
              size={184}
              marginSize={4}
              role="img"
              aria-label={t('securityCentre.totp.qrTitle')}
            />
          </div>
          <p className="card__note">{t('securityCentre.totp.manualLead')}</p>
          <div className="security-key" role="group" aria-labelledby={keyId}>
            <span className="field__label" id={keyId}>
              {t('securityCentre.totp.key')}
            </span>
            <div className="security-key__row">
              <code className="security-key__value">{groupSecret(enrolment.secret)}</code>
              <CopyButton
                text={enrolment.secret}
                label={t('securityCentre.totp.copyKey')}
                idleText={t('common.copy')}
                isChip
              />
            </div>
          </div>
        </li>
        <li>{t('securityCentre.totp.stepCode')}</li>
      </ol>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label={t('securityCentre.totp.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        isRequired
        {...form.register('code')}
      />
      <div className="security-actions">
        <Button type="submit" isBusy={isSubmitting}>
          {t('securityCentre.totp.turnOn')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

interface RemoveFormProps {
  onCancel: () => void;
  onRemoved: () => void;
}

function RemoveForm({ onCancel, onRemoved }: RemoveFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const remove = useRemoveTotp();
  const schema = useMemo(
    () => z.object({ password: password(language), code: totpCode(language) }),
    [language],
  );
  const form = useForm<{ password: string; code: string }>({
    resolver: useContractResolver(schema),
    defaultValues: { password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await remove.mutateAsync(values);
      onRemoved();
    } catch (error) {
      applyServerErrors(form, error, t, ['password', 'code']);
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="card__note">{t('securityCentre.totp.removeLead')}</p>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label={t('securityCentre.loginPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        isRequired
        {...form.register('password')}
      />
      <TextField
        label={t('securityCentre.totp.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        isRequired
        {...form.register('code')}
      />
      <div className="security-actions">
        <Button type="submit" variant="danger" isBusy={isSubmitting}>
          {t('securityCentre.totp.removeSubmit')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
