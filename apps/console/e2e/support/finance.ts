import { deflateSync, crc32 } from 'node:zlib';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { ENCRYPTION_HEADER, encryptPayload } from '@platform/contract';
import type { TestServer } from '@platform/server/testing';
import { visible } from './console.ts';

/** The member the demo data seeds. */
export const DEMO_MEMBER = { username: 'demomember', password: 'demo1234' } as const;

type Rgb = readonly [number, number, number];

/**
 * A real PNG image, made byte by byte (signature, IHDR, IDAT, IEND with their CRCs) so the
 * gateway's content check sees a genuine image: `width` x `height` pixels coloured by `pixel`.
 */
export const drawPng = (width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  // Each row: filter byte 0, then its pixels.
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: width }, (_, x) => pixel(x, y)).flat()]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A small square PNG in one colour. */
export const makePng = (size = 16, rgb: Rgb = [220, 40, 60]): Buffer => drawPng(size, size, () => rgb);

/** Something like a photographed transfer slip: a paper sheet with lines of "text", for screenshots. */
export const makeReceiptPng = (): Buffer =>
  drawPng(360, 480, (x, y) => {
    const onSheet = x > 20 && x < 340 && y > 20 && y < 460;
    if (!onSheet) return [70, 78, 92];
    const line = Math.floor((y - 60) / 28);
    const isText = y > 60 && (y - 60) % 28 < 9 && x > 44 && x < 316 - ((line * 53) % 120);
    if (y > 30 && y < 50 && x > 44 && x < 200) return [30, 64, 140];
    return isText ? [150, 150, 158] : [250, 249, 245];
  });

interface Envelope<T = unknown> {
  status: number;
  payload: { success: boolean; errorCode?: string; message?: string; value: T };
}

/** A member-site API call with a member token, for test setup where the member UI is not the subject. */
export const memberApi = async <T = unknown>(
  server: TestServer,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Envelope<T>> => {
  const headers: Record<string, string> = { Language: 'EN', Device: 'web', ...extraHeaders };
  if (token !== null) headers.Authorization = token;
  let sent: BodyInit | undefined;
  if (body instanceof Buffer) {
    sent = new Uint8Array(body);
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    sent = JSON.stringify(body);
  }
  const response = await fetch(`${server.url}${path}`, { method, headers, body: sent });
  return { status: response.status, payload: (await response.json()) as Envelope<T>['payload'] };
};

/** Logs a member in through the API as the web client does: the login body sealed with the site's key. */
export const memberApiLogIn = async (server: TestServer, username: string, password: string) => {
  const config = await memberApi<{ encryptionPublicKey: string }>(server, null, 'GET', '/wps/system/config');
  const sealed = await encryptPayload(config.payload.value.encryptionPublicKey, { username, password });
  const login = await memberApi<{ token: string }>(server, null, 'POST', '/wps/session/login', sealed.body, {
    [ENCRYPTION_HEADER]: sealed.wrappedKey,
  });
  if (!login.payload.success) throw new Error(`member login failed: ${login.payload.errorCode}`);
  return login.payload.value.token;
};

/** The console opened with a staff session made through the API (the sign-in flow has its own tests). */
export const openConsoleAs = async (context: BrowserContext, token: string, path: string): Promise<Page> => {
  await context.addInitScript((staffToken) => {
    if (location.pathname.startsWith('/console')) sessionStorage.setItem('console.token', staffToken);
  }, token);
  const page = await context.newPage();
  await page.goto(path);
  return page;
};

/** The side navigation's link to `name`, clicked. */
export const goTo = async (page: Page, name: string) => {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true }).click();
  await visible(page.getByRole('heading', { level: 1, name }));
};

/** The queue table's row of an order, found by its order number or any other text in it. */
export const rowOf = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text });

/** A column's cell in `row`, by the header text (the queue tables have one header row). */
export const cellOf = async (table: Locator, row: Locator, header: string): Promise<string> => {
  // The headers are drawn in capitals by CSS: compared as written.
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const index = headers.findIndex((text) => text.toLowerCase() === header.toLowerCase());
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(', ')}`);
  return (await row.getByRole('cell').nth(index).innerText()).trim();
};

/** Chooses a status in a queue's filter form and searches. */
export const filterStatus = async (page: Page, filtersLabel: string, status: string) => {
  const filters = await visible(page.getByRole('search', { name: filtersLabel }));
  await filters.getByLabel('Status', { exact: true }).selectOption({ label: status });
  await filters.getByRole('button', { name: 'Search' }).click();
};

/** The member site header's balance as a plain decimal ("¥ 1,500.00" reads "1500.00"). */
export const headerBalance = async (site: Page): Promise<string> => {
  const balance = site.getByRole('banner').getByRole('group', { name: 'Balance' });
  if ((await balance.count()) === 0) return '';
  return (await balance.innerText()).replace(/[^\d.-]/g, '');
};

/** Marks the page's current document, to prove later that it was never reloaded. */
export const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as { e2eDocument?: boolean }).e2eDocument = true;
  });

export const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as { e2eDocument?: boolean }).e2eDocument === true);
