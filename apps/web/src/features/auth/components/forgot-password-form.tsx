import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  DEFAULT_COUNTRY_DIALING_CODE,
  MODULE_ID,
  buildPasswordChangeRules,
  forgotByEmailRequestSchema,
  patternMessage,
  resetByPhoneRequestSchema,
  validationText,
  type ForgotByEmailRequest,
  type Language,
  type LoginRequest,
  type LoginResult,
  type RegisterConfig,
  type ResetByPhoneRequest,
} from '@platform/contract';
import { TextField } from '@platform/ui/field.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { showToast } from '../../../shared/lib/toast.ts';
import { Button } from '@platform/ui/button.tsx';
import { CustomerServiceButton } from '../../../shared/ui/customer-service-button.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useRequestResetEmail, useResetPasswordByPhone } from '../api/forgot-password.ts';
import { useSendNoLoginCode } from '../api/send-sms-code.ts';
import type { LoginSuccess } from '../lib/login-flow.ts';
import { mobileNumberProblem } from '../lib/mobile.ts';
import { MobileNumberField } from './country-code-select.tsx';
import { MethodTabs } from './method-tabs.tsx';
import { SendCodeButton } from './send-code-button.tsx';
import { useLoginFlow } from './use-login-flow.tsx';

type RecoveryMethod = 'email' | 'mobile';

/** Spec section 5: username in the username format, email in the email format, both required. */
const buildEmailSchema = (config: RegisterConfig, language: Language) =>
  forgotByEmailRequestSchema.superRefine((values, ctx) => {
    const rule = config.username;
    if (!new RegExp(rule.acceptedPattern, 'u').test(values.username)) {
      ctx.addIssue({
        code: 'custom',
        path: ['username'],
        message: validationText('accountFormat', language),
      });
    }
    if (!z.email().safeParse(values.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: validationText('emailFormat', language) });
    }
  });

/** Spec section 5: a mobile number of the country's length, the code, the new password by the rule. */
const buildPhoneSchema = (config: RegisterConfig, language: Language) =>
  resetByPhoneRequestSchema.superRefine((values, ctx) => {
    const mobile = mobileNumberProblem(values.countryDialingCode, values.mobileNum, language);
    if (mobile !== undefined) ctx.addIssue({ code: 'custom', path: ['mobileNum'], message: mobile });
    const rules = buildPasswordChangeRules(config, language).safeParse({ oldPassword: '', ...values });
    for (const issue of rules.success ? [] : rules.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });

interface ForgotPasswordFormProps {
  /** The phone reset ends logged in (spec section 4). */
  onSuccess: (result: LoginResult, success: LoginSuccess) => void;
  /** The email request ends with the confirmation and the popup closes. */
  onClose: () => void;
  onBack: () => void;
}

function EmailRecovery({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const config = useSiteConfig();
  const request = useRequestResetEmail();
  const schema = useMemo(() => buildEmailSchema(config.register, language), [config.register, language]);
  const form = useForm<ForgotByEmailRequest>({
    resolver: useContractResolver(schema),
    defaultValues: { username: '', email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (error) {
      applyServerErrors(form, error, t, ['username', 'email']);
      return;
    }
    showToast(t('account.forgot.emailSent'), 'success');
    onClose();
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="account-form__intro">{t('account.forgot.emailIntro')}</p>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label={t('auth.username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={64}
        error={errors.username?.message}
        isRequired
        {...form.register('username')}
      />
      <TextField
        label={t('account.fields.email')}
        type="email"
        autoComplete="email"
        maxLength={255}
        error={errors.email?.message}
        isRequired
        {...form.register('email')}
      />
      <Button type="submit" size="lg" isBlock isBusy={isSubmitting}>
        {t('account.forgot.sendLink')}
      </Button>
    </form>
  );
}

function PhoneRecovery({ onSuccess }: Pick<ForgotPasswordFormProps, 'onSuccess'>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const config = useSiteConfig();
  const rule = config.register.password;
  const sendCode = useSendNoLoginCode();
  const reset = useResetPasswordByPhone();
  const flow = useLoginFlow(onSuccess);
  // Once the password is reset only the login is left: a retry must not send the used code again.
  const [resetLogin, setResetLogin] = useState<LoginRequest | null>(null);
  const isReset = resetLogin !== null;
  const schema = useMemo(() => buildPhoneSchema(config.register, language), [config.register, language]);
  const form = useForm<ResetByPhoneRequest>({
    resolver: useContractResolver(schema),
    defaultValues: {
      countryDialingCode: DEFAULT_COUNTRY_DIALING_CODE,
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      confirmNewPassword: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const canSendCode = useCallback(() => form.trigger('mobileNum', { shouldFocus: true }), [form]);
  const send = useCallback(
    () =>
      sendCode.mutateAsync({
        mobileNum: form.getValues('mobileNum'),
        countryDialingCode: form.getValues('countryDialingCode'),
      }),
    [form, sendCode],
  );

  const logIn = async (request: LoginRequest) => {
    try {
      await flow.attempt({ request });
    } catch (error) {
      applyServerErrors(form, error, t, []);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ publicKey: config.encryptionPublicKey, payload: values });
    } catch (error) {
      const failure = applyServerErrors(form, error, t, [
        'mobileNum',
        'verificationCode',
        'newPassword',
        'confirmNewPassword',
      ]);
      if (failure?.errorCode.startsWith('verification_code_') === true) {
        form.clearErrors('root.server');
        form.setError(
          'verificationCode',
          { type: 'server', message: failure.message },
          { shouldFocus: true },
        );
      }
      return;
    }
    const request: LoginRequest = {
      type: 'mobile',
      mobileNum: values.mobileNum,
      countryDialingCode: values.countryDialingCode,
      password: values.newPassword,
    };
    setResetLogin(request);
    await logIn(request);
  });

  const onRetryLogin = async () => {
    if (resetLogin !== null) await logIn(resetLogin);
  };

  if (flow.checkView !== null) return flow.checkView;

  return (
    <>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          if (isReset) {
            event.preventDefault();
            void onRetryLogin();
          } else {
            void onSubmit(event);
          }
        }}
      >
        <FormAlert message={errors.root?.server?.message ?? flow.notice} />
        {isReset && <p className="account-form__intro">{t('account.forgot.phoneDone')}</p>}
        <MobileNumberField
          countryDialingCode={{ ...form.register('countryDialingCode'), disabled: isReset }}
          mobileNum={{ ...form.register('mobileNum'), readOnly: isReset }}
          error={errors.mobileNum?.message}
        />
        <TextField
          label={t('account.fields.verificationCode')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={255}
          error={errors.verificationCode?.message}
          isRequired
          addon={<SendCodeButton send={send} canSend={canSendCode} disabled={isReset} />}
          readOnly={isReset}
          {...form.register('verificationCode')}
        />
        <TextField
          label={t('account.fields.newPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={rule.maxLength}
          hint={patternMessage(rule.patternId, rule.minLength, rule.maxLength, language)}
          error={errors.newPassword?.message}
          isRequired
          readOnly={isReset}
          {...form.register('newPassword')}
        />
        <TextField
          label={t('account.fields.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={rule.maxLength}
          error={errors.confirmNewPassword?.message}
          isRequired
          readOnly={isReset}
          {...form.register('confirmNewPassword')}
        />
        <Button type="submit" size="lg" isBlock isBusy={isSubmitting}>
          {isReset ? t('auth.login') : t('account.forgot.resetSubmit')}
        </Button>
      </form>
      {flow.dialog}
    </>
  );
}

/**
 * The forgot-password form (spec section 2): by email, and by mobile only when phone recovery is
 * on (then the default); a customer-service link for everything else.
 */
export function ForgotPasswordForm({ onSuccess, onClose, onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const hasPhone = useSiteConfig().features[MODULE_ID.PHONE_RECOVERY] === true;
  const [method, setMethod] = useState<RecoveryMethod>(hasPhone ? 'mobile' : 'email');

  return (
    <div className="form">
      {hasPhone ? (
        <MethodTabs
          label={t('account.forgot.methods')}
          options={[
            { value: 'mobile', label: t('account.forgot.byMobile') },
            { value: 'email', label: t('account.forgot.byEmail') },
          ]}
          value={method}
          onChange={setMethod}
        >
          {method === 'mobile' ? (
            <PhoneRecovery onSuccess={onSuccess} />
          ) : (
            <EmailRecovery onClose={onClose} />
          )}
        </MethodTabs>
      ) : (
        <EmailRecovery onClose={onClose} />
      )}
      <div className="account-form__links">
        <button type="button" className="text-link" onClick={onBack}>
          {t('account.backToLogin')}
        </button>
        <CustomerServiceButton variant="link" />
      </div>
    </div>
  );
}
