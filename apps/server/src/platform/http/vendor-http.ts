/*
 * What the platform asks of a vendor over HTTP besides the seamless wallet: its jackpot pool, its
 * live tables, its lottery draws (GET) and a lottery's signed admin calls (POST). Each answer is awaited
 * a short time only; a silent vendor shows nothing or is reported unavailable.
 */

export interface HttpAnswer {
  status: number;
  body: string;
}
/** A GET of a vendor's address; the call is abandoned when `signal` aborts. */
export type HttpGet = (url: string, signal: AbortSignal) => Promise<HttpAnswer>;

/** GETs an absolute http(s) address over the network. */
export const fetchGet: HttpGet = async (url, signal) => {
  if (!/^https?:\/\//.test(url)) throw new Error(`not an absolute address: ${url}`);
  const response = await fetch(url, { signal, redirect: 'error', headers: { accept: 'application/json' } });
  return { status: response.status, body: await response.text() };
};

/** A POST of a JSON body to a vendor's address with the given headers; abandoned when `signal` aborts. */
export type VendorPost = (
  url: string,
  body: string,
  headers: Record<string, string>,
  signal: AbortSignal,
) => Promise<HttpAnswer>;

/** POSTs to an absolute http(s) address over the network. */
export const fetchPost: VendorPost = async (url, body, headers, signal) => {
  if (!/^https?:\/\//.test(url)) throw new Error(`not an absolute address: ${url}`);
  const response = await fetch(url, {
    method: 'POST',
    signal,
    redirect: 'error',
    headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, body: await response.text() };
};

/** Runs `work`, aborting it and failing once `ms` have passed. */
export const withTimeout = async <T>(work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> => {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error('timed out'));
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
};

/** A vendor's address with the site's currency added to its query. */
export const withCurrency = (url: string, currency: string) =>
  `${url}${url.includes('?') ? '&' : '?'}currency=${encodeURIComponent(currency)}`;
