import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from '../../shared/ui/customer-service-button.tsx';
import { Copyright } from './copyright.tsx';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="footer__help">
        <span>{t('footer.needHelp')}</span>
        <CustomerServiceButton variant="link" />
      </div>
      <p className="footer__responsible">{t('footer.responsible')}</p>
      <Copyright />
    </footer>
  );
}
