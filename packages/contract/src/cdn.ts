/*
 * Kept apart from the content schemas: the web's first screen draws images through it, and it must
 * not bring the schema library into the initial JavaScript.
 */

/**
 * An address served through a CDN (the site config's `cdn.images` or `cdn.launch`): a path on this
 * site (`/wps/media/…`, `/house/play?…`) gets the base in front; a full address, or any address
 * while no base is set, stays as it is.
 */
export const onCdn = (base: string | null, address: string): string =>
  base !== null && /^\/(?!\/)/.test(address) ? `${base}${address}` : address;
