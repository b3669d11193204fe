import { useSyncExternalStore } from 'react';
import { createStore } from '@platform/ui/create-store.ts';

/** Chromium's install offer (`beforeinstallprompt`), kept until the member asks for it. */
export interface InstallOffer extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** The offer as src/start.ts caught it before the app ran. */
    installOffer?: InstallOffer;
  }
}

const offer = createStore<InstallOffer | null>(null);

/**
 * Registers the service worker (public/sw.js: the offline page, never an API answer) and keeps
 * the browser's install offer for the download page. Loaded once the page has loaded, from its own
 * chunk (see startAppInstallAfterLoad), so none of it weighs on the first load.
 */
export const startAppInstall = () => {
  offer.set(window.installOffer ?? null);
  window.addEventListener('beforeinstallprompt', (event) => {
    // The download page's install button shows the browser's dialog instead of the mini-infobar.
    event.preventDefault();
    offer.set(event as InstallOffer);
  });
  window.addEventListener('appinstalled', () => {
    window.installOffer = undefined;
    offer.set(null);
  });
  // The offline page is an extra: a browser that refuses the worker (private windows) keeps the site as it is.
  void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
};

/** The browser's install offer, when it has made one and the app is not installed. */
export const useInstallOffer = () => useSyncExternalStore(offer.subscribe, offer.get);

/** Shows the browser's install dialog; the offer is spent either way. */
export const acceptInstallOffer = async (event: InstallOffer) => {
  window.installOffer = undefined;
  offer.set(null);
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
};
