import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { validationText, type Language, type LoginResult } from '@platform/contract';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { getRememberedUsername, startSession } from '../../../shared/lib/session.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox, TextField } from '@platform/ui/field.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useLogin } from '../api/login.ts';
import { useCaptcha } from '../api/get-captcha.ts';
import { CaptchaField } from './captcha-field.tsx';

const LOGIN_FIELDS = ['username', 'password', 'captcha'] as const;
type LoginField = (typeof LOGIN_FIELDS)[number];
const isLoginField = (field: string): field is LoginField =>
  (LOGIN_FIELDS as readonly string[]).includes(field);

/** Login rules of spec section 5: inputs trimmed, all required, the captcha only once it is shown. */
const buildLoginSchema = (language: Language, isCaptchaShown: boolean) => {
  const required = validationText('required', language);
  return z.object({
    username: z.string().trim().min(1, required),
    password: z.string().min(1, required),
    captcha: isCaptchaShown
      ? z.string().trim().min(1, validationText('captchaRequired', language))
      : z.string(),
    remember: z.boolean(),
  });
};
type LoginFormValues = z.input<ReturnType<typeof buildLoginSchema>>;
type LoginFormOutput = z.output<ReturnType<typeof buildLoginSchema>>;

interface LoginFormProps {
  /** MEMBER on the member site, AGENT on the agent landing. */
  portal: 'MEMBER' | 'AGENT';
  onSuccess: (result: LoginResult) => void;
}

export function LoginForm({ portal, onSuccess }: LoginFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const config = useSiteConfig();
  const [isCaptchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha({ enabled: isCaptchaShown });
  const login = useLogin();
  const schema = useMemo(() => buildLoginSchema(language, isCaptchaShown), [language, isCaptchaShown]);
  const [rememberedUsername] = useState(getRememberedUsername);
  const form = useForm<LoginFormValues, unknown, LoginFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      username: rememberedUsername ?? '',
      password: '',
      captcha: '',
      remember: rememberedUsername !== undefined,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const captchaKey = captcha.data?.key;
    try {
      const result = await login.mutateAsync({
        publicKey: config.encryptionPublicKey,
        payload: {
          username: values.username,
          password: values.password,
          type: 'username',
          portal,
          ...(isCaptchaShown && captchaKey !== undefined ? { captcha: values.captcha, captchaKey } : {}),
        },
      });
      startSession(
        { token: result.token, isAgent: result.isAgent, username: result.username },
        { remember: values.remember },
      );
      onSuccess(result);
    } catch (error) {
      form.resetField('captcha');
      if (!(error instanceof ApiError)) {
        form.setError('root.server', { message: t('errors.unexpected') });
        return;
      }
      // Each captcha answers once: a shown one is replaced after every failed attempt.
      if (isCaptchaShown) void captcha.refetch();
      else if (error.needsCaptcha) setCaptchaShown(true);
      let hasFieldError = false;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (!isLoginField(field)) continue;
        form.setError(field, { type: 'server', message });
        hasFieldError = true;
      }
      if (!hasFieldError) form.setError('root.server', { message: error.message });
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={errors.root?.server?.message} />
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
      {isCaptchaShown && (
        <CaptchaField
          captcha={captcha}
          error={errors.captcha?.message}
          isRequired
          {...form.register('captcha')}
        />
      )}
      <Checkbox label={t('auth.rememberPassword')} {...form.register('remember')} />
      <Button type="submit" size="lg" isBlock isBusy={isSubmitting}>
        {t('auth.login')}
      </Button>
    </form>
  );
}
