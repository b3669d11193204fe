/**
 * Starts the service worker and the install offer (app-install.ts) after the page's `load`, in a
 * chunk of their own: the first load carries only this call.
 */
export const startAppInstallAfterLoad = () => {
  if (!('serviceWorker' in navigator)) return;
  const start = () => void import('./app-install.ts').then(({ startAppInstall }) => startAppInstall());
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
};
