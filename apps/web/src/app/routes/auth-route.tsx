import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../shared/config/paths.ts';
import { openAuthModal, type AuthModalView } from '../../shared/lib/auth-modal.ts';
import { useSession } from '../../shared/lib/session.ts';
import { HomeRoute } from './home.tsx';

/** `/login` and `/register`: the home page with the popup open on that form. */
export function AuthRoute({ view }: { view: AuthModalView }) {
  const isSignedIn = useSession() !== null;

  useEffect(() => {
    if (!isSignedIn) openAuthModal(view);
  }, [isSignedIn, view]);

  if (isSignedIn) return <Navigate to={paths.home.getHref()} replace />;
  return <HomeRoute />;
}
