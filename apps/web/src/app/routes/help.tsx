import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../shared/config/paths.ts';
import { HomeRoute } from './home.tsx';

const HelpDialog = lazy(async () => ({
  default: (await import('../../features/help/components/help-dialog.tsx')).HelpDialog,
}));

/** `/help` (spec section 2): the home page with the help modal open; closing it goes home. */
export function HelpRoute() {
  const navigate = useNavigate();
  return (
    <>
      <HomeRoute />
      <Suspense fallback={null}>
        <HelpDialog onClose={() => void navigate(paths.home.getHref())} />
      </Suspense>
    </>
  );
}
