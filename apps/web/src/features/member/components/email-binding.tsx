import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PATTERN_FAMILIES, validationText, type Language, type SecurityOverview } from '@platform/contract';
import { TextField } from '@platform/ui/field.tsx';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useBindEmail } from '../api/bind-email.ts';
import { sendEmailBindCode } from '../api/send-email-bind-code.ts';
import type { CodeFormParts } from './code-form-parts.ts';
import { ContactSummary } from './contact-summary.tsx';

const FORM_FIELDS = ['email', 'verificationCode', 'password'] as const;
const EMAIL_PATTERN = new RegExp(PATTERN_FAMILIES.EMAIL, 'u');

const buildEmailSchema = (language: Language) =>
  z.object({
    email: z
      .string()
      .trim()
      .min(1, validationText('required', language))
      .max(255)
      .regex(EMAIL_PATTERN, validationText('emailFormat', language)),
    verificationCode: z.string().trim().min(1, validationText('verificationCodeRequired', language)),
    password: z.string().min(1, validationText('required', language)).max(128),
  });
type EmailValues = z.input<ReturnType<typeof buildEmailSchema>>;

interface EmailBindingProps {
  email: SecurityOverview['email'];
  SendCodeButton: CodeFormParts['SendCodeButton'];
}

/** The bound email address, and binding a new one with a code sent to it and the login password. */
export function EmailBinding({ email, SendCodeButton }: EmailBindingProps) {
  const { t } = useTranslation();
  const [isFormShown, setFormShown] = useState(email === null);
  const [isSaved, setSaved] = useState(false);
  return (
    <>
      <ContactSummary
        label={t('securityCentre.email.address')}
        contact={email}
        emptyText={t('securityCentre.email.notBound')}
      />
      {isSaved && <Notice tone="success">{t('securityCentre.email.saved')}</Notice>}
      {isFormShown ? (
        <EmailForm
          isChange={email !== null}
          SendCodeButton={SendCodeButton}
          onCancel={email === null ? undefined : () => setFormShown(false)}
          onSaved={() => {
            setSaved(true);
            setFormShown(false);
          }}
        />
      ) : (
        <div className="security-actions">
          <Button
            variant="secondary"
            onClick={() => {
              setSaved(false);
              setFormShown(true);
            }}
          >
            {t('securityCentre.email.change')}
          </Button>
        </div>
      )}
    </>
  );
}

interface EmailFormProps {
  isChange: boolean;
  SendCodeButton: CodeFormParts['SendCodeButton'];
  onCancel: (() => void) | undefined;
  onSaved: () => void;
}

function EmailForm({ isChange, SendCodeButton, onCancel, onSaved }: EmailFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const bind = useBindEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const schema = useMemo(() => buildEmailSchema(language), [language]);
  const form = useForm<EmailValues>({
    resolver: useContractResolver(schema),
    defaultValues: { email: '', verificationCode: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await bind.mutateAsync(values);
      onSaved();
    } catch (error) {
      applyServerErrors(form, error, t, FORM_FIELDS);
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label={isChange ? t('securityCentre.email.newAddress') : t('securityCentre.email.address')}
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.email?.message}
        isRequired
        {...form.register('email')}
      />
      <TextField
        label={t('securityCentre.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        hint={sentTo === null ? undefined : t('securityCentre.codeSentTo', { destination: sentTo })}
        error={errors.verificationCode?.message}
        isRequired
        addon={
          <SendCodeButton
            send={() => sendEmailBindCode({ email: form.getValues('email').trim() })}
            canSend={() => form.trigger('email')}
            onSent={(sent) => setSentTo(sent.destination ?? null)}
          />
        }
        {...form.register('verificationCode')}
      />
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
          {isChange ? t('securityCentre.email.submitChange') : t('securityCentre.email.submitBind')}
        </Button>
        {onCancel !== undefined && (
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
