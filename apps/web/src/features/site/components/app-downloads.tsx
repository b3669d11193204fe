import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { ArrowDownIcon, CheckIcon, PlusIcon } from '@platform/ui/icons.tsx';
import { Button, buttonClass } from '@platform/ui/button.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { acceptInstallOffer, useInstallOffer } from '../../../shared/lib/app-install.ts';
import './site.css';

/** A site-relative link made whole, so the phone that scans the code can open it. */
const absoluteUrl = (link: string) => new URL(link, window.location.origin).href;

/** iPhone and iPad (an iPad asks for the desktop site: a Mac with a touch screen). */
const isIos = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

/** The page runs as the installed app (opened from the home screen). */
const isInstalled = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

const IOS_STEPS = [
  'sitePages.download.iosStep1',
  'sitePages.download.iosStep2',
  'sitePages.download.iosStep3',
  'sitePages.download.iosStep4',
] as const;

function QrCode({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="app-card__qr">
        <QRCodeSVG value={url} size={168} marginSize={3} role="img" aria-label={label} />
      </div>
      <p className="app-card__scan">{t('sitePages.download.scan')}</p>
    </>
  );
}

function AppCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <article className="card app-card" aria-labelledby={titleId}>
      <h2 className="card__title" id={titleId}>
        {title}
      </h2>
      {children}
    </article>
  );
}

function DownloadLink({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <a className={buttonClass({ isBlock: true })} href={url} target="_blank" rel="noopener noreferrer">
      <ArrowDownIcon width={18} height={18} />
      {t('sitePages.download.get')}
    </a>
  );
}

/**
 * The site as an installed app: the browser's install dialog where it offers one (Chromium's
 * `beforeinstallprompt`), otherwise where to find it; and a QR code that opens this page on a phone.
 */
function WebAppCard() {
  const { t } = useTranslation();
  const offer = useInstallOffer();
  const [installed, setInstalled] = useState(isInstalled);
  const install = async () => {
    if (offer !== null && (await acceptInstallOffer(offer))) setInstalled(true);
  };
  let action: ReactNode;
  if (installed) {
    action = (
      <p className="app-card__status" role="status">
        <CheckIcon width={18} height={18} />
        {t('sitePages.download.installed')}
      </p>
    );
  } else if (offer !== null) {
    action = (
      <Button isBlock onClick={() => void install()}>
        <PlusIcon width={18} height={18} />
        {t('sitePages.download.install')}
      </Button>
    );
  } else {
    action = (
      <p className="card__note">
        {t(isIos() ? 'sitePages.download.installIos' : 'sitePages.download.installFromMenu')}
      </p>
    );
  }
  return (
    <AppCard title={t('sitePages.download.webApp')}>
      <p className="card__note">{t('sitePages.download.webAppBody')}</p>
      <QrCode url={absoluteUrl(paths.download.getHref())} label={t('sitePages.download.siteQr')} />
      {action}
    </AppCard>
  );
}

/** iOS lite: the site added to the home screen from Safari, step by step; the operator's own link when set. */
function IosLiteCard({ link }: { link: string | null }) {
  const { t } = useTranslation();
  const title = t('sitePages.download.iosLite');
  return (
    <AppCard title={title}>
      <p className="card__note">{t('sitePages.download.iosLiteBody')}</p>
      <ol className="app-card__steps">
        {IOS_STEPS.map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
      {link !== null && (
        <>
          <QrCode url={absoluteUrl(link)} label={t('sitePages.download.qr', { app: title })} />
          <DownloadLink url={absoluteUrl(link)} />
        </>
      )}
    </AppCard>
  );
}

/** The operator's native apps (console: content settings), each offered only when its link is set. */
const NATIVE_APPS = [
  { kind: 'ios', title: 'sitePages.download.ios', body: 'sitePages.download.iosBody' },
  { kind: 'android', title: 'sitePages.download.android', body: 'sitePages.download.androidBody' },
] as const;

/** `/download` (spec: iOS, iOS lite, Android): the installable web app, iOS lite and the native apps. */
export function AppDownloads() {
  const { t } = useTranslation();
  const { downloads } = useSiteConfig().content;
  return (
    <div className="app-cards">
      <WebAppCard />
      <IosLiteCard link={downloads.iosLite} />
      {NATIVE_APPS.map((app) => {
        const link = downloads[app.kind];
        if (link === null) return null;
        const title = t(app.title);
        return (
          <AppCard key={app.kind} title={title}>
            <p className="card__note">{t(app.body)}</p>
            <QrCode url={absoluteUrl(link)} label={t('sitePages.download.qr', { app: title })} />
            <DownloadLink url={absoluteUrl(link)} />
          </AppCard>
        );
      })}
    </div>
  );
}
