import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

interface SocialStartInput {
  provider: string;
  /** LOGIN from the login modal; LINK from the security centre (sent with the session). */
  intent: 'LOGIN' | 'LINK';
}

/** `POST /wps/oauth/{provider}/start`: the provider's sign-in address to send the browser to. */
export const startSocialLogin = async ({ provider, intent }: SocialStartInput): Promise<string> => {
  const result = await call(authEndpoints.socialStart, { params: { provider }, body: { intent } });
  return result.url;
};

export const useStartSocialLogin = () => useMutation({ mutationFn: startSocialLogin });
