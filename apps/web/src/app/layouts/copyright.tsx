import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../shared/api/get-site-config.ts';

const YEAR = new Date().getFullYear();

export function Copyright() {
  const { t } = useTranslation();
  const { siteName } = useSiteConfig();
  return <p className="footer__copyright">{t('footer.copyright', { year: YEAR, siteName })}</p>;
}
