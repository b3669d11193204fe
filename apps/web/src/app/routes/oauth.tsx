import { useSearchParams } from 'react-router';
import { SocialSignIn } from '../../features/auth/components/social-sign-in.tsx';

/** `/oauth`: where a sign-in at a social login provider comes back to (`?ticket=` or `?error=`). */
export function OAuthRoute() {
  const [searchParams] = useSearchParams();
  return <SocialSignIn ticket={searchParams.get('ticket')} error={searchParams.get('error')} />;
}
