import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/lib/api-client.ts';
import { Button } from '@platform/ui/button.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { useSocialProviders } from '../api/social-providers.ts';
import { useStartSocialLogin } from '../api/social-start.ts';
import '../social.css';

/**
 * "Sign in with ..." buttons under the login form (spec section 2: optional social login, two
 * providers); each sends the browser to its provider. Nothing when no provider is configured.
 */
export function SocialLoginButtons() {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  const start = useStartSocialLogin();
  const [failure, setFailure] = useState<string | undefined>(undefined);

  if (providers.data === undefined || providers.data.length === 0) return null;

  const signIn = (provider: string) => {
    setFailure(undefined);
    start.mutate(
      { provider, intent: 'LOGIN' },
      {
        onSuccess: (url) => window.location.assign(url),
        onError: (error) => setFailure(errorText(error, t)),
      },
    );
  };

  return (
    <div className="social-login" role="group" aria-label={t('social.buttons')}>
      <p className="social-login__divider">{t('social.or')}</p>
      <FormAlert message={failure} />
      {providers.data.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          isBlock
          isBusy={start.isPending && start.variables.provider === provider.id}
          onClick={() => signIn(provider.id)}
        >
          {t('social.signInWith', { provider: provider.name })}
        </Button>
      ))}
    </div>
  );
}
