import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/config/paths.ts';
import { LinkButton } from '@platform/ui/button.tsx';
import './not-found.css';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 className="not-found__title" id="not-found-title">
        {t('notFound.title')}
      </h1>
      <p className="not-found__body">{t('notFound.body')}</p>
      <LinkButton to={paths.home.getHref()}>{t('notFound.home')}</LinkButton>
    </section>
  );
}
