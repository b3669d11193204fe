import { Logo } from '@platform/ui/logo.tsx';
import { useSiteConfig } from '../api/get-site-config.ts';
import { useImageUrl } from '../lib/cdn.ts';

/** The site's name with the operator's logo (site config `resources.logoUrl`), or the product's mark. */
export function SiteLogo() {
  const { siteName, resources } = useSiteConfig();
  const imageUrl = useImageUrl();
  return <Logo name={siteName} imageUrl={resources.logoUrl === null ? null : imageUrl(resources.logoUrl)} />;
}
