import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { CAPTCHA_REFRESH_MIN_MS } from '@platform/contract';
import { TextField } from '@platform/ui/field.tsx';
import { RefreshIcon } from '@platform/ui/icons.tsx';
import { Spinner } from '@platform/ui/spinner.tsx';
import { useThrottledCallback } from '../../../shared/lib/use-throttled-callback.ts';
import type { Captcha } from '../api/get-captcha.ts';

type CaptchaFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  captcha: UseQueryResult<Captcha>;
  error?: string | undefined;
  hint?: string | undefined;
  isRequired?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** The captcha input with its image and a refresh button throttled to once a second (spec section 9). */
export function CaptchaField({ captcha, ...input }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const { refetch } = captcha;
  const refresh = useThrottledCallback(() => void refetch(), CAPTCHA_REFRESH_MIN_MS);

  let picture;
  if (captcha.data !== undefined) {
    picture = (
      <img
        className="captcha__image"
        src={captcha.data.image}
        alt={t('auth.captchaImage')}
        width={120}
        height={44}
      />
    );
  } else if (captcha.isError) {
    picture = <span className="captcha__image captcha__image--failed">{t('auth.captchaFailed')}</span>;
  } else {
    picture = (
      <span className="captcha__image">
        <Spinner label={t('common.loading')} />
      </span>
    );
  }

  return (
    <TextField
      label={t('auth.captcha')}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      {...input}
      addon={
        <span className="captcha">
          {picture}
          <button
            type="button"
            className="icon-btn"
            aria-label={t('auth.refreshCaptcha')}
            onClick={refresh}
            disabled={captcha.isFetching}
          >
            <RefreshIcon />
          </button>
        </span>
      }
    />
  );
}
