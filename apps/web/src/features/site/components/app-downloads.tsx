import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import type { ContentSetting } from '@platform/contract';
import { ArrowDownIcon } from '@platform/ui/icons.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { buttonClass } from '@platform/ui/button.tsx';
import { CustomerServiceButton } from '../../../shared/ui/customer-service-button.tsx';
import './site.css';

type AppKind = keyof ContentSetting['downloads'];

/** The apps of spec section 2, in the order they are offered. */
const APPS = [
  { kind: 'ios', title: 'sitePages.download.ios', body: 'sitePages.download.iosBody' },
  { kind: 'iosLite', title: 'sitePages.download.iosLite', body: 'sitePages.download.iosLiteBody' },
  { kind: 'android', title: 'sitePages.download.android', body: 'sitePages.download.androidBody' },
] as const satisfies readonly { kind: AppKind; title: string; body: string }[];

/** A site-relative link made whole, so the phone that scans the code can open it. */
const absoluteUrl = (link: string) => new URL(link, window.location.origin).href;

function AppCard({ title, body, link }: { title: string; body: string; link: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const url = absoluteUrl(link);
  return (
    <article className="card app-card" aria-labelledby={titleId}>
      <h2 className="card__title" id={titleId}>
        {title}
      </h2>
      <p className="card__note">{body}</p>
      <div className="app-card__qr">
        <QRCodeSVG
          value={url}
          size={168}
          marginSize={3}
          role="img"
          aria-label={t('sitePages.download.qr', { app: title })}
        />
      </div>
      <p className="app-card__scan">{t('sitePages.download.scan')}</p>
      <a className={buttonClass({ isBlock: true })} href={url} target="_blank" rel="noopener noreferrer">
        <ArrowDownIcon width={18} height={18} />
        {t('sitePages.download.get')}
      </a>
    </article>
  );
}

/** `/download`: each app the operator offers, with its link and a QR code to scan with a phone. */
export function AppDownloads() {
  const { t } = useTranslation();
  const { downloads } = useSiteConfig().content;
  const offered = APPS.flatMap((app) => {
    const link = downloads[app.kind];
    return link === null ? [] : [{ ...app, link }];
  });

  if (offered.length === 0) {
    return (
      <div className="card empty-state">
        <p className="empty-state__title">{t('sitePages.download.none')}</p>
        <p className="card__note">{t('sitePages.download.noneBody')}</p>
        <CustomerServiceButton />
      </div>
    );
  }
  return (
    <div className="app-cards">
      {offered.map((app) => (
        <AppCard key={app.kind} title={t(app.title)} body={t(app.body)} link={app.link} />
      ))}
    </div>
  );
}
