import { useMemo, useState, type HTMLInputTypeAttribute } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  DEFAULT_COUNTRY_DIALING_CODE,
  buildRegisterSchema,
  errorMessage,
  isFieldShown,
  patternMessage,
  type LoginResult,
  type RegisterField,
  type RegisterRequest,
} from '@platform/contract';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { getAffiliateCode, getReferralCode, isAffiliateCodeValid } from '../../../shared/lib/referral.ts';
import { startSession } from '../../../shared/lib/session.ts';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { TextField } from '@platform/ui/field.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { answerCaptcha } from '@platform/ui/captcha-work.ts';
import { useCaptcha } from '../api/get-captcha.ts';
import { useRegister } from '../api/register.ts';
import { CaptchaField } from './captcha-field.tsx';
import { CountryCodeSelect } from './country-code-select.tsx';
import { TermsCheckbox } from './terms-checkbox.tsx';

/** The optional inputs in the order the form shows them, when the operator enables them. */
const OPTIONAL_FIELDS = [
  'mobileNum',
  'email',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
] as const satisfies readonly RegisterField[];
type OptionalField = (typeof OPTIONAL_FIELDS)[number];

const INPUT_TYPES: Partial<Record<OptionalField, HTMLInputTypeAttribute>> = {
  mobileNum: 'tel',
  email: 'email',
  paymentPassword: 'password',
};

/** What the form holds: the request's own shape, of which it fills the fields a person types. */
type RegisterFormValues = RegisterRequest;

const FORM_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  ...OPTIONAL_FIELDS,
  'countryDialingCode',
  'captcha',
  'terms',
] as const satisfies readonly (keyof RegisterFormValues)[];
type FormField = (typeof FORM_FIELDS)[number];
const isFormField = (field: string): field is FormField => (FORM_FIELDS as readonly string[]).includes(field);

type RegisterOutput = z.output<ReturnType<typeof buildRegisterSchema>>;

interface RegisterFormProps {
  onSuccess: (result: LoginResult) => void;
}

export function RegisterForm({ onSuccess }: RegisterFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const config = useSiteConfig();
  const rules = config.register;
  const isCaptchaShown = isFieldShown(rules, 'captcha');
  const captcha = useCaptcha({ enabled: isCaptchaShown });
  const registerMember = useRegister();
  const [invitationError, setInvitationError] = useState<string | null>(null);

  const resolver = useMemo<Resolver<RegisterFormValues, unknown, RegisterOutput>>(
    () => zodResolver(buildRegisterSchema(rules, language)),
    [rules, language],
  );

  const form = useForm<RegisterFormValues, unknown, RegisterOutput>({
    resolver,
    defaultValues: {
      username: '',
      password: '',
      confirmPassword: '',
      ...Object.fromEntries(OPTIONAL_FIELDS.map((field) => [field, ''])),
      affiliateCode: getAffiliateCode(),
      countryDialingCode: DEFAULT_COUNTRY_DIALING_CODE,
      captcha: '',
      terms: false,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const hint = (field: RegisterField) =>
    patternMessage(rules[field].patternId, rules[field].minLength, rules[field].maxLength, language);

  const onSubmit = form.handleSubmit(async (values) => {
    const optional: Partial<Record<OptionalField, string>> = {};
    for (const field of OPTIONAL_FIELDS) {
      const value = values[field];
      if (isFieldShown(rules, field) && typeof value === 'string' && value !== '') optional[field] = value;
    }
    const shownCaptcha = isCaptchaShown ? captcha.data : undefined;
    try {
      // The spec's order: field checks, then the affiliate code, then the registration itself.
      if (optional.affiliateCode !== undefined && !(await isAffiliateCodeValid(optional.affiliateCode))) {
        setInvitationError(errorMessage('invitation_code_error', language));
        return;
      }
      const payload: RegisterRequest = {
        username: values.username,
        password: values.password,
        confirmPassword: values.confirmPassword,
        ...optional,
        ...(optional.mobileNum === undefined ? {} : { countryDialingCode: values.countryDialingCode }),
        ...(shownCaptcha ? await answerCaptcha(shownCaptcha, values.captcha ?? '') : {}),
        referralCode: getReferralCode(),
        domain: window.location.host,
        registerUrl: window.location.href,
        registerMethod: 'WEB',
        terms: values.terms,
        login: true,
      };
      const result = await registerMember.mutateAsync({ publicKey: config.encryptionPublicKey, payload });
      startSession(
        { token: result.token, isAgent: result.isAgent, username: result.username },
        { remember: false },
      );
      onSuccess(result);
    } catch (error) {
      if (isCaptchaShown) {
        form.resetField('captcha');
        void captcha.refetch();
      }
      if (!(error instanceof ApiError)) {
        form.setError('root.server', { message: t('errors.unexpected') });
        return;
      }
      if (error.errorCode === 'invitation_code_error') {
        setInvitationError(error.message);
        return;
      }
      let hasFieldError = false;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (!isFormField(field)) continue;
        form.setError(field, { type: 'server', message }, { shouldFocus: !hasFieldError });
        hasFieldError = true;
      }
      if (!hasFieldError) form.setError('root.server', { message: error.message });
    }
  });

  const optionalInput = (field: OptionalField) => {
    if (!isFieldShown(rules, field)) return null;
    const input = (
      <TextField
        key={field}
        label={t(`register.fields.${field}`)}
        type={INPUT_TYPES[field] ?? 'text'}
        autoComplete={field === 'email' ? 'email' : 'off'}
        maxLength={rules[field].maxLength}
        hint={hint(field)}
        error={errors[field]?.message}
        isRequired={rules[field].required}
        className={field === 'mobileNum' ? 'field--grow' : undefined}
        {...form.register(field)}
      />
    );
    if (field !== 'mobileNum') return input;
    return (
      <div key={field} className="form__row">
        <CountryCodeSelect
          label={t('register.fields.countryDialingCode')}
          {...form.register('countryDialingCode')}
        />
        {input}
      </div>
    );
  };

  return (
    <>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={errors.root?.server?.message} />
        <TextField
          label={t('register.fields.username')}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={rules.username.maxLength}
          hint={hint('username')}
          error={errors.username?.message}
          isRequired
          {...form.register('username')}
        />
        <TextField
          label={t('register.fields.password')}
          type="password"
          autoComplete="new-password"
          maxLength={rules.password.maxLength}
          hint={hint('password')}
          error={errors.password?.message}
          isRequired
          {...form.register('password')}
        />
        <TextField
          label={t('register.fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={rules.password.maxLength}
          error={errors.confirmPassword?.message}
          isRequired
          {...form.register('confirmPassword')}
        />
        {OPTIONAL_FIELDS.map(optionalInput)}
        {isCaptchaShown && (
          <CaptchaField
            captcha={captcha}
            maxLength={rules.captcha.maxLength}
            error={errors.captcha?.message}
            isRequired
            {...form.register('captcha')}
          />
        )}
        <TermsCheckbox error={errors.terms?.message} {...form.register('terms')} />
        <Button type="submit" size="lg" isBlock isBusy={isSubmitting}>
          {t('register.submit')}
        </Button>
      </form>
      {invitationError !== null && (
        <ConfirmDialog
          title={t('register.invitationTitle')}
          confirmLabel={t('common.confirm')}
          onConfirm={() => setInvitationError(null)}
        >
          {invitationError}
        </ConfirmDialog>
      )}
    </>
  );
}
