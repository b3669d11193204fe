import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  DEFAULT_COUNTRY_DIALING_CODE,
  MODULE_ID,
  validationText,
  type Language,
  type LoginRequest,
  type LoginResult,
} from '@platform/contract';
import { Checkbox, TextField } from '@platform/ui/field.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { getRememberedLogin } from '../../../shared/lib/session.ts';
import { Button } from '@platform/ui/button.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { answerCaptcha } from '@platform/ui/captcha-work.ts';
import { useCaptcha } from '../api/get-captcha.ts';
import { useSendNoLoginCode } from '../api/send-sms-code.ts';
import type { LoginSuccess } from '../lib/login-flow.ts';
import { mobileNumberProblem } from '../lib/mobile.ts';
import { CaptchaField } from './captcha-field.tsx';
import { MobileNumberField } from './country-code-select.tsx';
import { MethodTabs } from './method-tabs.tsx';
import { SendCodeButton } from './send-code-button.tsx';
import { useLoginFlow } from './use-login-flow.tsx';

type LoginMode = 'username' | 'sms';

const LOGIN_FIELDS = [
  'username',
  'password',
  'countryDialingCode',
  'mobileNum',
  'verificationCode',
  'captcha',
] as const;
type LoginField = (typeof LOGIN_FIELDS)[number];
const isLoginField = (field: string): field is LoginField =>
  (LOGIN_FIELDS as readonly string[]).includes(field);

/** Refusals of an SMS login that belong under one input. */
const CODE_ERRORS: Partial<Record<string, LoginField>> = {
  verification_code_invalid: 'verificationCode',
  verification_code_expired: 'verificationCode',
  verification_code_required: 'verificationCode',
  phone_format_invalid: 'mobileNum',
};

/**
 * Login rules of spec section 5: inputs trimmed; username and password, or a valid mobile number
 * and the SMS code; the captcha only once it is shown.
 */
const buildLoginSchema = (language: Language, mode: LoginMode, isCaptchaShown: boolean) => {
  const required = validationText('required', language);
  return z
    .object({
      username: z.string().trim(),
      password: z.string(),
      countryDialingCode: z.string(),
      mobileNum: z.string().trim(),
      verificationCode: z.string().trim(),
      captcha: isCaptchaShown
        ? z.string().trim().min(1, validationText('captchaRequired', language))
        : z.string(),
      remember: z.boolean(),
    })
    .superRefine((values, ctx) => {
      const problem = (path: LoginField, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (mode === 'username') {
        if (values.username === '') problem('username', required);
        if (values.password === '') problem('password', required);
        return;
      }
      const mobile = mobileNumberProblem(values.countryDialingCode, values.mobileNum, language);
      if (mobile !== undefined) problem('mobileNum', mobile);
      if (values.verificationCode === '') {
        problem('verificationCode', validationText('verificationCodeRequired', language));
      }
    });
};
type LoginFormValues = z.input<ReturnType<typeof buildLoginSchema>>;
type LoginFormOutput = z.output<ReturnType<typeof buildLoginSchema>>;

interface LoginFormProps {
  /** MEMBER on the member site, AGENT on the agent landing. */
  portal: 'MEMBER' | 'AGENT';
  onSuccess: (result: LoginResult, success: LoginSuccess) => void;
  /** Opens the forgot-password form; without it the link is not shown. */
  onForgotPassword?: () => void;
  /** Shown under the form while it is on screen (social login, free trial). */
  footer?: ReactNode;
}

/**
 * The login form (spec section 2): by username and password, or, when verification-code login is
 * on, by mobile number and SMS code; then the login check or the forced password change if the
 * gateway asks for them.
 */
export function LoginForm({ portal, onSuccess, onForgotPassword, footer }: LoginFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const config = useSiteConfig();
  const canUseSms = portal === 'MEMBER' && config.features[MODULE_ID.VERIFICATION_CODE_LOGIN] === true;
  const [remembered] = useState(getRememberedLogin);
  const [mode, setMode] = useState<LoginMode>(canUseSms && remembered?.type === 'sms' ? 'sms' : 'username');
  const [isCaptchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha({ enabled: isCaptchaShown });
  const flow = useLoginFlow(onSuccess);
  const sendCode = useSendNoLoginCode();
  const schema = useMemo(
    () => buildLoginSchema(language, mode, isCaptchaShown),
    [language, mode, isCaptchaShown],
  );
  const form = useForm<LoginFormValues, unknown, LoginFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      username: remembered?.type === 'username' ? remembered.username : '',
      password: '',
      countryDialingCode:
        remembered?.type === 'sms' ? remembered.countryDialingCode : DEFAULT_COUNTRY_DIALING_CODE,
      mobileNum: remembered?.type === 'sms' ? remembered.mobileNum : '',
      verificationCode: '',
      captcha: '',
      remember: remembered !== undefined,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const changeMode = (next: LoginMode) => {
    form.clearErrors();
    setMode(next);
  };

  // A code is only sent to a number the form accepts (spec section 5).
  const canSendCode = useCallback(() => form.trigger('mobileNum', { shouldFocus: true }), [form]);
  const send = useCallback(
    () =>
      sendCode.mutateAsync({
        mobileNum: form.getValues('mobileNum'),
        countryDialingCode: form.getValues('countryDialingCode'),
      }),
    [form, sendCode],
  );

  const onSubmit = form.handleSubmit(async (values) => {
    const shownCaptcha = isCaptchaShown ? captcha.data : undefined;
    const credentials: LoginRequest =
      mode === 'username'
        ? { type: 'username', username: values.username, password: values.password }
        : {
            type: 'sms',
            mobileNum: values.mobileNum,
            countryDialingCode: values.countryDialingCode,
            verificationCode: values.verificationCode,
          };
    try {
      await flow.attempt({
        request: {
          ...credentials,
          portal,
          ...(shownCaptcha ? await answerCaptcha(shownCaptcha, values.captcha) : {}),
        },
        remember: values.remember,
      });
    } catch (error) {
      form.resetField('captcha');
      if (!(error instanceof ApiError)) {
        form.setError('root.server', { message: t('errors.unexpected') });
        return;
      }
      // Each captcha answers once: a shown one is replaced after every failed attempt.
      if (isCaptchaShown) void captcha.refetch();
      else if (error.needsCaptcha) setCaptchaShown(true);
      const codeField = CODE_ERRORS[error.errorCode];
      if (codeField !== undefined) {
        form.setError(codeField, { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      let hasFieldError = false;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (!isLoginField(field)) continue;
        form.setError(field, { type: 'server', message });
        hasFieldError = true;
      }
      if (!hasFieldError) form.setError('root.server', { message: error.message });
    }
  });

  if (flow.checkView !== null) return flow.checkView;

  const credentials =
    mode === 'username' ? (
      <>
        <TextField
          label={t('auth.username')}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          error={errors.username?.message}
          isRequired
          {...form.register('username')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          isRequired
          {...form.register('password')}
        />
      </>
    ) : (
      <>
        <MobileNumberField
          countryDialingCode={form.register('countryDialingCode')}
          mobileNum={form.register('mobileNum')}
          error={errors.mobileNum?.message}
        />
        <TextField
          label={t('account.fields.verificationCode')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={255}
          error={errors.verificationCode?.message}
          isRequired
          addon={<SendCodeButton send={send} canSend={canSendCode} />}
          {...form.register('verificationCode')}
        />
      </>
    );

  const fields = (
    <>
      {credentials}
      {isCaptchaShown && (
        <CaptchaField
          captcha={captcha}
          error={errors.captcha?.message}
          isRequired
          {...form.register('captcha')}
        />
      )}
      <div className="login-form__options">
        <Checkbox label={t('auth.rememberPassword')} {...form.register('remember')} />
        {onForgotPassword !== undefined && (
          <button type="button" className="text-link" onClick={onForgotPassword}>
            {t('account.forgot.link')}
          </button>
        )}
      </div>
    </>
  );

  return (
    <>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={errors.root?.server?.message ?? flow.notice} />
        {canUseSms ? (
          <MethodTabs
            label={t('account.login.methods')}
            options={[
              { value: 'username', label: t('account.login.byUsername') },
              { value: 'sms', label: t('account.login.bySms') },
            ]}
            value={mode}
            onChange={changeMode}
          >
            <div className="form">{fields}</div>
          </MethodTabs>
        ) : (
          fields
        )}
        <Button type="submit" size="lg" isBlock isBusy={isSubmitting}>
          {t('auth.login')}
        </Button>
      </form>
      {footer}
      {flow.dialog}
    </>
  );
}
