import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_COUNTRY_DIALING_CODE,
  MODULE_ID,
  checkFieldRule,
  errorMessage,
  isFieldShown,
  normalizeMobile,
  patternMessage,
  registerMobileRequestSchema,
  validationText,
  type Language,
  type LoginResult,
  type RegisterConfig,
  type RegisterField,
  type RegisterMobileRequest,
} from '@platform/contract';
import { TextField } from '@platform/ui/field.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { getAffiliateCode, getReferralCode, isAffiliateCodeValid } from '../../../shared/lib/referral.ts';
import { startSession } from '../../../shared/lib/session.ts';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useRegisterMobile } from '../api/register-mobile.ts';
import { useSendRegisterCode } from '../api/send-sms-code.ts';
import { mobileNumberProblem } from '../lib/mobile.ts';
import { MobileNumberField } from './country-code-select.tsx';
import { SendCodeButton } from './send-code-button.tsx';
import { TermsCheckbox } from './terms-checkbox.tsx';

interface MobileRegistrationSwitches {
  /** SMS verification: the number is proved by a code before the account exists. */
  hasSmsCode: boolean;
  /** The payment password is set at registration. */
  hasPaymentPassword: boolean;
}

/**
 * The mobile registration's rules (spec section 5), as the gateway applies them: a mobile number
 * of the country's length and the operator's mobile rule, the code when SMS verification is on,
 * the password and payment password by their rules, the confirmation equal, the affiliate code by
 * its rule when given or required, the terms ticked.
 */
export const buildMobileRegisterSchema = (
  config: RegisterConfig,
  switches: MobileRegistrationSwitches,
  language: Language,
) =>
  registerMobileRequestSchema.superRefine((input, ctx) => {
    const problem = (path: keyof RegisterMobileRequest, message: string | undefined) => {
      if (message !== undefined) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    const byRule = (field: RegisterField, value: string | undefined) =>
      value === undefined || value === ''
        ? validationText('required', language)
        : checkFieldRule(config[field], value, language);

    const national = normalizeMobile(input.countryDialingCode, input.mobileNum);
    problem(
      'mobileNum',
      national === null
        ? mobileNumberProblem(input.countryDialingCode, input.mobileNum, language)
        : checkFieldRule(config.mobileNum, national, language),
    );
    if (switches.hasSmsCode && !input.verificationCode) {
      problem('verificationCode', validationText('verificationCodeRequired', language));
    }
    problem('password', byRule('password', input.password));
    if (input.confirmPassword !== input.password) {
      problem('confirmPassword', validationText('confirmMismatch', language));
    }
    if (switches.hasPaymentPassword)
      problem('paymentPassword', byRule('paymentPassword', input.paymentPassword));
    if (isFieldShown(config, 'affiliateCode') && (input.affiliateCode || config.affiliateCode.required)) {
      problem('affiliateCode', byRule('affiliateCode', input.affiliateCode));
    }
    if (input.terms !== true) problem('terms', validationText('termsRequired', language));
  });

const FORM_FIELDS = [
  'countryDialingCode',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'affiliateCode',
  'terms',
] as const satisfies readonly (keyof RegisterMobileRequest)[];

interface MobileRegisterFormProps {
  onSuccess: (result: LoginResult) => void;
}

/**
 * Registration by mobile number (`registerMobile`, spec section 2): country code, number, the SMS
 * code when SMS verification is on, password, payment password when the operator asks for it at
 * registration, affiliate code, terms; then the new member is logged in.
 */
export function MobileRegisterForm({ onSuccess }: MobileRegisterFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const config = useSiteConfig();
  const rules = config.register;
  const switches: MobileRegistrationSwitches = {
    hasSmsCode: config.features[MODULE_ID.SMS_VERIFICATION] === true,
    hasPaymentPassword: config.features[MODULE_ID.REGISTER_PAYMENT_PASSWORD] === true,
  };
  const { hasSmsCode, hasPaymentPassword } = switches;
  const hasAffiliateCode = isFieldShown(rules, 'affiliateCode');
  const sendCode = useSendRegisterCode();
  const registerMember = useRegisterMobile();
  const [invitationError, setInvitationError] = useState<string | null>(null);

  const schema = useMemo(
    () => buildMobileRegisterSchema(rules, { hasSmsCode, hasPaymentPassword }, language),
    [rules, hasSmsCode, hasPaymentPassword, language],
  );
  const form = useForm<RegisterMobileRequest>({
    resolver: useContractResolver(schema),
    defaultValues: {
      countryDialingCode: DEFAULT_COUNTRY_DIALING_CODE,
      mobileNum: '',
      verificationCode: '',
      password: '',
      confirmPassword: '',
      paymentPassword: '',
      affiliateCode: getAffiliateCode(),
      terms: false,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const hint = (field: RegisterField) =>
    patternMessage(rules[field].patternId, rules[field].minLength, rules[field].maxLength, language);

  const canSendCode = useCallback(() => form.trigger('mobileNum', { shouldFocus: true }), [form]);
  const send = useCallback(
    () =>
      sendCode.mutateAsync({
        mobileNo: form.getValues('mobileNum'),
        countryDialingCode: form.getValues('countryDialingCode'),
      }),
    [form, sendCode],
  );

  const onSubmit = form.handleSubmit(async (values) => {
    const payload: RegisterMobileRequest = {
      mobileNum: values.mobileNum,
      countryDialingCode: values.countryDialingCode,
      ...(hasSmsCode ? { verificationCode: values.verificationCode } : {}),
      password: values.password,
      confirmPassword: values.confirmPassword,
      ...(hasPaymentPassword ? { paymentPassword: values.paymentPassword } : {}),
      ...(hasAffiliateCode && values.affiliateCode ? { affiliateCode: values.affiliateCode } : {}),
      referralCode: getReferralCode(),
      domain: window.location.host,
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      terms: values.terms,
      login: true,
    };
    let result: LoginResult;
    try {
      // The spec's order: field checks, then the affiliate code, then the registration itself.
      if (payload.affiliateCode !== undefined && !(await isAffiliateCodeValid(payload.affiliateCode))) {
        setInvitationError(errorMessage('invitation_code_error', language));
        return;
      }
      result = await registerMember.mutateAsync({ publicKey: config.encryptionPublicKey, payload });
    } catch (error) {
      const failure = applyServerErrors(form, error, t, FORM_FIELDS);
      if (failure?.errorCode === 'invitation_code_error') {
        form.clearErrors('root.server');
        setInvitationError(failure.message);
      } else if (failure?.errorCode.startsWith('verification_code_') === true) {
        form.clearErrors('root.server');
        form.setError(
          'verificationCode',
          { type: 'server', message: failure.message },
          { shouldFocus: true },
        );
      }
      return;
    }
    startSession(
      { token: result.token, isAgent: result.isAgent, username: result.username },
      { remember: false },
    );
    onSuccess(result);
  });

  return (
    <>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={errors.root?.server?.message} />
        <MobileNumberField
          countryDialingCode={form.register('countryDialingCode')}
          mobileNum={form.register('mobileNum')}
          error={errors.mobileNum?.message}
        />
        {hasSmsCode && (
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
        )}
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
        {hasPaymentPassword && (
          <TextField
            label={t('register.fields.paymentPassword')}
            type="password"
            autoComplete="off"
            maxLength={rules.paymentPassword.maxLength}
            hint={hint('paymentPassword')}
            error={errors.paymentPassword?.message}
            isRequired
            {...form.register('paymentPassword')}
          />
        )}
        {hasAffiliateCode && (
          <TextField
            label={t('register.fields.affiliateCode')}
            autoComplete="off"
            autoCapitalize="off"
            maxLength={rules.affiliateCode.maxLength}
            hint={hint('affiliateCode')}
            error={errors.affiliateCode?.message}
            isRequired={rules.affiliateCode.required}
            {...form.register('affiliateCode')}
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
