/**
 * The web app's manifest (`/manifest.webmanifest`), named after the operator's site: what a browser
 * reads to install the site as an app. The icons are the web build's `public/icons`; the app opens
 * at home, standalone, in the dark theme the page starts in.
 */
export interface WebManifestSite {
  siteName: string;
  /** The site's default language (`JA`, `EN`): the manifest's `lang`. */
  defaultLanguage: string;
}

/** The page's first-paint background (design tokens' dark `--color-bg`), the splash screen's colour. */
const BACKGROUND = '#060a16';

/** A home-screen label longer than this is cut by the launcher: the short name stops here. */
const SHORT_NAME_LENGTH = 12;

export const webManifest = ({ siteName, defaultLanguage }: WebManifestSite) => ({
  id: '/',
  name: siteName,
  short_name: [...siteName].slice(0, SHORT_NAME_LENGTH).join('').trim(),
  lang: defaultLanguage.toLowerCase(),
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: BACKGROUND,
  theme_color: BACKGROUND,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
});
