import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  DEFAULT_COUNTRY_DIALING_CODE,
  validationText,
  type CodeSent,
  type Language,
  type SecurityOverview,
} from '@platform/contract';
import { TextField } from '@platform/ui/field.tsx';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useBindMobile } from '../api/bind-mobile.ts';
import { sendMobileBindCode } from '../api/send-mobile-bind-code.ts';
import type { CodeFormParts } from './code-form-parts.ts';
import { ContactSummary } from './contact-summary.tsx';

const FORM_FIELDS = ['countryDialingCode', 'mobileNum', 'verificationCode', 'password'] as const;

const buildMobileSchema = (language: Language, mobileNumberProblem: CodeFormParts['mobileNumberProblem']) =>
  z
    .object({
      countryDialingCode: z.string(),
      mobileNum: z.string().trim(),
      verificationCode: z.string().trim().min(1, validationText('verificationCodeRequired', language)),
      password: z.string().min(1, validationText('required', language)).max(128),
    })
    .superRefine((input, context) => {
      const problem = mobileNumberProblem(input.countryDialingCode, input.mobileNum, language);
      if (problem !== undefined) context.addIssue({ code: 'custom', path: ['mobileNum'], message: problem });
    });
type MobileValues = z.input<ReturnType<typeof buildMobileSchema>>;

interface MobileBindingProps {
  mobile: SecurityOverview['mobile'];
  parts: CodeFormParts;
}

/** The bound mobile number, and binding a new one with a code sent to it and the login password. */
export function MobileBinding({ mobile, parts }: MobileBindingProps) {
  const { t } = useTranslation();
  const [isFormShown, setFormShown] = useState(mobile === null);
  const [isSaved, setSaved] = useState(false);
  return (
    <>
      <ContactSummary
        label={t('securityCentre.mobile.number')}
        contact={mobile}
        emptyText={t('securityCentre.mobile.notBound')}
      />
      {isSaved && <Notice tone="success">{t('securityCentre.mobile.saved')}</Notice>}
      {isFormShown ? (
        <MobileForm
          defaultCountry={mobile?.countryDialingCode ?? DEFAULT_COUNTRY_DIALING_CODE}
          isChange={mobile !== null}
          parts={parts}
          onCancel={mobile === null ? undefined : () => setFormShown(false)}
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
            {t('securityCentre.mobile.change')}
          </Button>
        </div>
      )}
    </>
  );
}

interface MobileFormProps {
  defaultCountry: string;
  isChange: boolean;
  parts: CodeFormParts;
  onCancel: (() => void) | undefined;
  onSaved: () => void;
}

function MobileForm({ defaultCountry, isChange, parts, onCancel, onSaved }: MobileFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { SendCodeButton, MobileNumberField, mobileNumberProblem } = parts;
  const bind = useBindMobile();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const schema = useMemo(
    () => buildMobileSchema(language, mobileNumberProblem),
    [language, mobileNumberProblem],
  );
  const form = useForm<MobileValues>({
    resolver: useContractResolver(schema),
    defaultValues: { countryDialingCode: defaultCountry, mobileNum: '', verificationCode: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const sendCode = (): Promise<CodeSent> => {
    const { countryDialingCode, mobileNum } = form.getValues();
    return sendMobileBindCode({ countryDialingCode, mobileNum: mobileNum.trim() });
  };

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
      <MobileNumberField
        label={isChange ? t('securityCentre.mobile.newNumber') : t('securityCentre.mobile.number')}
        countryDialingCode={form.register('countryDialingCode')}
        mobileNum={form.register('mobileNum')}
        error={errors.mobileNum?.message}
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
            send={sendCode}
            canSend={() => form.trigger('mobileNum')}
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
          {isChange ? t('securityCentre.mobile.submitChange') : t('securityCentre.mobile.submitBind')}
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
