import { useTranslation } from 'react-i18next';
import { Dialog } from '@platform/ui/dialog.tsx';
import { HelpCentre } from './help-centre.tsx';

/** The help modal of `/help` (spec section 2): the help centre over the home page. */
export function HelpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog closesOnBackdrop title={t('helpCentre.title')} size="lg" onClose={onClose}>
      <HelpCentre />
    </Dialog>
  );
}
