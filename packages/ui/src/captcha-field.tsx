import type { InputHTMLAttributes, Ref } from 'react';
import { CAPTCHA_REFRESH_MIN_MS } from '@platform/contract';
import { TextField } from './field.tsx';
import { RefreshIcon } from './icons.tsx';
import { Spinner } from './spinner.tsx';
import { useThrottledCallback } from './use-throttled-callback.ts';

/** The texts the captcha field shows, in the app's language. */
export interface CaptchaTexts {
  label: string;
  /** The picture's alternative text. */
  image: string;
  refresh: string;
  failed: string;
  loading: string;
}

type CaptchaFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  /** The picture (`data:image/png;base64,...`); undefined while it loads or when it failed. */
  image: string | undefined;
  isFailed: boolean;
  isRefreshing: boolean;
  onRefresh: () => void;
  texts: CaptchaTexts;
  error?: string | undefined;
  hint?: string | undefined;
  isRequired?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The captcha input with its picture and a refresh button throttled to once a second (spec section
 * 9), for the member site's login and registration and the console's staff login.
 */
export function CaptchaField({
  image,
  isFailed,
  isRefreshing,
  onRefresh,
  texts,
  ...input
}: CaptchaFieldProps) {
  const refresh = useThrottledCallback(onRefresh, CAPTCHA_REFRESH_MIN_MS);

  let picture;
  if (image !== undefined) {
    picture = <img className="captcha__image" src={image} alt={texts.image} width={150} height={50} />;
  } else if (isFailed) {
    picture = <span className="captcha__image captcha__image--failed">{texts.failed}</span>;
  } else {
    picture = (
      <span className="captcha__image">
        <Spinner label={texts.loading} />
      </span>
    );
  }

  return (
    <TextField
      label={texts.label}
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
            aria-label={texts.refresh}
            onClick={refresh}
            disabled={isRefreshing}
          >
            <RefreshIcon />
          </button>
        </span>
      }
    />
  );
}
