/**
 * Removes index.html's first-paint frame (the layout drawn before any script ran, with the home
 * page's first banner from the gateway). It covers the app's page until the page's first parts are
 * drawn (status-gate.tsx), so there is never a blank screen in between.
 */
export const endFirstPaint = () => document.getElementById('first-paint')?.remove();
