import { useTranslation } from 'react-i18next';
import type { A11yOptions } from 'swiper/types';

/**
 * Swiper's screen-reader texts in the page's language. Swiper fills `{{index}}` and
 * `{{slidesLength}}` itself, so the translations are given those placeholders back.
 */
export const useCarouselA11y = (bulletKey: 'home.banners.goTo' | null): A11yOptions => {
  const { t } = useTranslation();
  return {
    slideLabelMessage: t('home.carousel.slide', { index: '{{index}}', count: '{{slidesLength}}' }),
    ...(bulletKey === null ? {} : { paginationBulletMessage: t(bulletKey, { index: '{{index}}' }) }),
  };
};
