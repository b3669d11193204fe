import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HELP_SLUGS, type SocialKind } from '@platform/contract';
import { useSiteConfig } from '../../shared/api/get-site-config.ts';
import { paths } from '../../shared/config/paths.ts';
import { CustomerServiceButton } from '../../shared/ui/customer-service-button.tsx';
import { useNearScreen } from '../../shared/lib/use-near-screen.ts';
import { useGameMenus } from '../../features/games/api/get-game-menus.ts';
import { MENU_LABEL_KEYS } from '../../features/games/lib/lobby-pages.ts';
import { useHelpCenter } from '../../features/help/api/get-help-center.ts';
import { LegalLicenceButton } from '../../features/help/components/legal-licence.tsx';
import { Copyright } from './copyright.tsx';
import { categoryEntries } from './game-categories.ts';
import { SocialIcon } from './shell-icons.tsx';
import type { CarouselVendor } from './vendor-carousel.tsx';
import './shell.css';

// Swiper loads only when the footer comes near the screen, never with the first page.
const VendorCarousel = lazy(async () => ({
  default: (await import('./vendor-carousel.tsx')).VendorCarousel,
}));

const SOCIAL_NAME_KEYS = {
  FACEBOOK: 'shell.social.FACEBOOK',
  X: 'shell.social.X',
  INSTAGRAM: 'shell.social.INSTAGRAM',
  YOUTUBE: 'shell.social.YOUTUBE',
  TELEGRAM: 'shell.social.TELEGRAM',
  LINE: 'shell.social.LINE',
  TIKTOK: 'shell.social.TIKTOK',
  WHATSAPP: 'shell.social.WHATSAPP',
} as const satisfies Record<SocialKind, string>;

/** Every vendor of the game menus once, with the list it opens (its first category's, filtered to it). */
const vendorsOf = (menus: ReturnType<typeof categoryEntries>): CarouselVendor[] => {
  const seen = new Map<string, CarouselVendor>();
  for (const entry of menus) {
    for (const vendor of entry.vendors) {
      if (seen.has(vendor.vassalage)) continue;
      seen.set(vendor.vassalage, { ...vendor, href: paths.gameList.getHref(entry.path, vendor.vassalage) });
    }
  }
  return [...seen.values()];
};

/** The vendor logos, mounted once their place is about to scroll into view. */
function VendorLogos({ vendors }: { vendors: CarouselVendor[] }) {
  const { t } = useTranslation();
  const hasVendors = vendors.length > 0;
  const [placeRef, isNear] = useNearScreen<HTMLElement>(hasVendors);

  if (!hasVendors) return null;
  return (
    <section className="footer__vendors" ref={placeRef} aria-label={t('shell.footer.vendors')}>
      {isNear && (
        <Suspense fallback={null}>
          <VendorCarousel vendors={vendors} />
        </Suspense>
      )}
    </section>
  );
}

/**
 * The footer (spec section 2): help links, the game list, social links, the vendor logo carousel,
 * the legal licence, customer service, the responsible-gaming line and the copyright.
 */
export function AppFooter() {
  const { t } = useTranslation();
  const { socialLinks } = useSiteConfig().content;
  const helpCenter = useHelpCenter();
  const menus = useGameMenus();
  const articles = (helpCenter.data?.articles ?? []).filter(({ slug }) => slug !== HELP_SLUGS.LICENCE);
  const categories = categoryEntries(menus.data ?? []);

  // The footer shows with its columns: drawn before they load, it would grow where it is seen.
  if (helpCenter.isPending || menus.isPending) return null;

  return (
    <footer className="footer">
      <div className="footer__columns">
        {articles.length > 0 && (
          <nav className="footer__column" aria-labelledby="footer-help">
            <h2 className="footer__heading" id="footer-help">
              {t('shell.footer.help')}
            </h2>
            <ul className="footer__links">
              {articles.map((article) => (
                <li key={article.slug}>
                  <Link to={paths.help.getHref(article.slug)}>{article.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {categories.length > 0 && (
          <nav className="footer__column" aria-labelledby="footer-games">
            <h2 className="footer__heading" id="footer-games">
              {t('shell.footer.games')}
            </h2>
            <ul className="footer__links">
              {categories.map((entry) => (
                <li key={entry.code}>
                  <Link to={entry.path}>{t(MENU_LABEL_KEYS[entry.code])}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {socialLinks.length > 0 && (
          <section className="footer__column" aria-labelledby="footer-social">
            <h2 className="footer__heading" id="footer-social">
              {t('shell.footer.social')}
            </h2>
            <ul className="footer__social">
              {socialLinks.map((link) => (
                <li key={link.kind}>
                  <a
                    className="footer__social-link"
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('shell.footer.newTab', { name: t(SOCIAL_NAME_KEYS[link.kind]) })}
                    title={t(SOCIAL_NAME_KEYS[link.kind])}
                  >
                    <SocialIcon kind={link.kind} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <VendorLogos vendors={vendorsOf(categories)} />
      <div className="footer__legal">
        <div className="footer__help">
          <LegalLicenceButton />
          <span>{t('footer.needHelp')}</span>
          <CustomerServiceButton variant="link" />
        </div>
        <p className="footer__responsible">{t('footer.responsible')}</p>
        <Copyright />
      </div>
    </footer>
  );
}
