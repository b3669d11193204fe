import type { SwiperModule } from 'swiper/types';

/**
 * Autoplay for Swiper, driven by one timer per move. Swiper's own Autoplay module keeps a
 * `requestAnimationFrame` loop running for as long as it plays (to report the time left), so every
 * autoplaying carousel made the page draw a frame at every screen refresh: constant main-thread work
 * and battery drain on phones. This module takes the same `autoplay` parameter (`delay`,
 * `pauseOnMouseEnter`) and moves on `delay` ms after the last move ended, whether the carousel moved
 * by itself or by the person: a touch holds it, a mouse over it pauses it when asked, and a hidden
 * tab stops it.
 */
export const TimedAutoplay: SwiperModule = ({ swiper, extendParams, on }) => {
  extendParams({ autoplay: { enabled: false, delay: 3000, pauseOnMouseEnter: false } });
  let timer: number | undefined;
  let isPointerInside = false;

  const settings = () =>
    swiper.params.autoplay as { enabled: boolean; delay: number; pauseOnMouseEnter: boolean };
  const hold = () => window.clearTimeout(timer);
  const schedule = () => {
    hold();
    if (swiper.destroyed || isPointerInside || document.visibilityState === 'hidden') return;
    timer = window.setTimeout(() => {
      if (!swiper.destroyed && !swiper.animating) swiper.slideNext();
    }, settings().delay);
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    isPointerInside = true;
    hold();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    isPointerInside = false;
    schedule();
  };

  on('init', () => {
    if (!settings().enabled) return;
    if (settings().pauseOnMouseEnter) {
      swiper.el.addEventListener('pointerenter', onPointerEnter);
      swiper.el.addEventListener('pointerleave', onPointerLeave);
    }
    document.addEventListener('visibilitychange', schedule);
    on('transitionEnd', schedule);
    on('touchStart', hold);
    on('touchEnd', schedule);
    schedule();
  });
  on('destroy', () => {
    hold();
    swiper.el.removeEventListener('pointerenter', onPointerEnter);
    swiper.el.removeEventListener('pointerleave', onPointerLeave);
    document.removeEventListener('visibilitychange', schedule);
  });
};
