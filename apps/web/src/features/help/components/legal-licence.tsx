import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HELP_SLUGS } from '@platform/contract';
import { cx } from '@platform/ui/cx.ts';
import { useHelpCenter } from '../api/get-help-center.ts';

// The dialog and its HTML sanitiser load when the licence is first opened.
const LicenceDialog = lazy(async () => ({ default: (await import('./licence-dialog.tsx')).LicenceDialog }));

/** The footer's "Licence" entry: opens the legal licence; nothing when the operator has written none. */
export function LegalLicenceButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const licence = useHelpCenter().data?.articles.find(({ slug }) => slug === HELP_SLUGS.LICENCE);
  const [isOpen, setOpen] = useState(false);

  if (licence === undefined) return null;
  return (
    <>
      <button type="button" className={cx('text-link', className)} onClick={() => setOpen(true)}>
        {t('helpCentre.licence')}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <LicenceDialog article={licence} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
