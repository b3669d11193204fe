import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { CaptchaField as KitCaptchaField } from '@platform/ui/captcha-field.tsx';
import type { Captcha } from '../api/get-captcha.ts';

type CaptchaFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  captcha: UseQueryResult<Captcha>;
  error?: string | undefined;
  hint?: string | undefined;
  isRequired?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** The kit's captcha field fed by the member site's captcha query. */
export function CaptchaField({ captcha, ...input }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const { refetch } = captcha;
  return (
    <KitCaptchaField
      {...input}
      image={captcha.data?.image}
      isFailed={captcha.isError}
      isRefreshing={captcha.isFetching}
      onRefresh={() => void refetch()}
      texts={{
        label: t('auth.captcha'),
        image: t('auth.captchaImage'),
        refresh: t('auth.refreshCaptcha'),
        failed: t('auth.captchaFailed'),
        loading: t('common.loading'),
      }}
    />
  );
}
