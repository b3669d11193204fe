/**
 * Removes index.html's first-paint frame (the layout drawn before any script ran, with the home
 * page's first banner from the gateway). Called in a layout effect, so the frame goes in the same
 * screen update that shows the app's own page: never a blank screen in between.
 */
export const endFirstPaint = () => document.getElementById('first-paint')?.remove();
