import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  SUPPORTED_LANGUAGES,
  formatMinorUnits,
  type Language,
  type SandboxNotification,
} from '@platform/contract';
import type { App } from '../../../platform/http/types.ts';
import type { Clock } from '../../../platform/clock.ts';

/**
 * The built-in sandbox payment gateway. It behaves like an outside gateway and never moves real
 * money: the merchant (our deposit service) signs a payment request with the channel's secret and
 * sends the member to the gateway's page; the member approves or declines; the gateway posts a
 * signed notification to the merchant's notify URL and offers a link back to the merchant's site.
 *
 * It keeps no state of its own: the payment request travels signed in the page's URL, and the
 * notification is signed the same way, so a forged or altered request is refused at both ends.
 */

/** What the merchant asks the gateway to collect. */
export interface SandboxPaymentRequest {
  /** The gateway's merchant id: our deposit channel. */
  merchantId: number;
  merchantOrderNo: string;
  /** Minor units, as a decimal string of them. */
  amount: string;
  currency: string;
  notifyPath: string;
  returnPath: string;
  /** The language the gateway's pages speak, the member's. */
  language: Language;
}

const paymentRequestSchema = z.object({
  merchantId: z.number().int(),
  merchantOrderNo: z.string(),
  amount: z.string().regex(/^\d+$/),
  currency: z.string(),
  notifyPath: z.string().startsWith('/'),
  returnPath: z.string().startsWith('/'),
  language: z.enum(SUPPORTED_LANGUAGES),
});

/** How far a notification's timestamp may be from now. */
export const SANDBOX_NOTIFY_WINDOW_MS = 10 * 60_000;

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/** The signed text of a notification: its fields in a fixed order, joined by `|`. */
const notificationText = (n: Omit<SandboxNotification, 'sign'>) =>
  [n.merchantOrderNo, n.reference, n.amount, n.currency, n.status, String(n.timestamp)].join('|');

export const signSandboxNotification = (
  secret: string,
  notification: Omit<SandboxNotification, 'sign'>,
): SandboxNotification => ({ ...notification, sign: hmac(secret, notificationText(notification)) });

/** The merchant's check of a notification: signature, then the timestamp window. */
export const verifySandboxNotification = (secret: string, notification: SandboxNotification, now: Date) =>
  sameHex(hmac(secret, notificationText(notification)), notification.sign) &&
  Math.abs(now.getTime() - notification.timestamp) <= SANDBOX_NOTIFY_WINDOW_MS;

/** The gateway's reference for a payment: stable for the same request. */
const referenceOf = (token: string) => `SBX${createHash('sha256').update(token).digest('hex').slice(0, 20)}`;

/** Merchant side: the signed page URL for a payment, and the gateway's reference for it. */
export const createSandboxPayment = (secret: string, request: SandboxPaymentRequest) => {
  const payload = Buffer.from(JSON.stringify(request)).toString('base64url');
  const token = `${payload}.${hmac(secret, payload)}`;
  return { reference: referenceOf(token), paymentUrl: `/sandbox-gateway/pay?token=${token}` };
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The gateway's own words, in the member's language. */
const TEXTS = {
  title: { EN: 'Sandbox payment', JA: 'サンドボックス決済' },
  note: {
    EN: 'A test gateway: no real money moves.',
    JA: 'テスト用の決済ゲートウェイです。実際のお金は動きません。',
  },
  order: { EN: 'Merchant order', JA: '加盟店の注文番号' },
  amount: { EN: 'Amount', JA: '金額' },
  approve: { EN: 'Approve payment', JA: '支払いを承認' },
  decline: { EN: 'Decline', JA: '拒否' },
  approved: { EN: 'Payment approved', JA: '支払いが承認されました' },
  declined: { EN: 'Payment declined', JA: '支払いが拒否されました' },
  unconfirmed: { EN: 'The merchant did not confirm', JA: '加盟店から確認がありませんでした' },
  close: { EN: 'You can close this window.', JA: 'このウィンドウは閉じてかまいません。' },
  back: { EN: 'Back to the merchant', JA: '加盟店のサイトに戻る' },
  invalid: { EN: 'Payment link invalid', JA: '無効な支払いリンクです' },
  invalidNote: {
    EN: 'This payment link is broken or was altered.',
    JA: 'この支払いリンクは壊れているか、改ざんされています。',
  },
} as const satisfies Record<string, Record<Language, string>>;

const page = (language: Language, title: string, body: string) => `<!doctype html>
<html lang="${language.toLowerCase()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#eef1f6;color:#1d2433;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 6px 24px #0002;padding:28px;max-width:380px;width:calc(100% - 32px)}
h1{font-size:1.2rem;margin:0 0 4px}.note{color:#5b6475;font-size:.85rem;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#5b6475}dd{margin:0;font-weight:600;text-align:right}
form{display:flex;gap:12px}button{flex:1;padding:12px;border:0;border-radius:8px;font-size:1rem;cursor:pointer}
.approve{background:#1f7a4d;color:#fff}.decline{background:#e4e7ee;color:#1d2433}a{color:#1f5fbf}
</style></head><body><main>${body}</main></body></html>`;

const describe = (request: SandboxPaymentRequest) => `<dl>
<dt>${TEXTS.order[request.language]}</dt><dd>${escapeHtml(request.merchantOrderNo)}</dd>
<dt>${TEXTS.amount[request.language]}</dt><dd>${escapeHtml(formatMinorUnits(BigInt(request.amount)))} ${escapeHtml(request.currency)}</dd>
</dl>`;

/** A broken link carries no trustworthy language: the page says it in both. */
const invalidPage = () =>
  page(
    'EN',
    TEXTS.title.EN,
    SUPPORTED_LANGUAGES.map(
      (language) => `<h1>${TEXTS.invalid[language]}</h1><p class="note">${TEXTS.invalidNote[language]}</p>`,
    ).join(''),
  );

/** The signed payment request inside a page token, or null when it is malformed. */
const readToken = (token: string) => {
  const [payload = '', sign = ''] = token.split('.');
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = paymentRequestSchema.safeParse(decoded);
  return parsed.success && /^[0-9a-f]{64}$/.test(sign) ? { payload, sign, request: parsed.data } : null;
};

/**
 * The gateway's own pages, mounted on our server for the demo: the payment page and the member's
 * decision. `deliver` posts the signed notification to the merchant's notify path.
 */
export const registerSandboxGateway = (
  app: App,
  deps: {
    /** The gateway's merchant registry: the signing secret of a merchant (deposit channel). */
    findSecret(merchantId: number): Promise<string | null>;
    deliver(path: string, notification: SandboxNotification): Promise<boolean>;
    /** The gateway's time, which its notifications carry; the merchant's clock in the demo. */
    clock: Clock;
  },
) => {
  const open = async (token: string) => {
    const read = readToken(token);
    if (!read) return null;
    const secret = await deps.findSecret(read.request.merchantId);
    if (secret === null || !sameHex(hmac(secret, read.payload), read.sign)) return null;
    return { request: read.request, secret };
  };

  app.get(
    '/sandbox-gateway/pay',
    {
      schema: { hide: true, querystring: z.object({ token: z.string().max(4096) }) },
    },
    async (request, reply) => {
      const opened = await open(request.query.token);
      void reply.type('text/html; charset=utf-8');
      if (!opened) return reply.status(400).send(invalidPage());
      const token = escapeHtml(request.query.token);
      const { language } = opened.request;
      return page(
        language,
        TEXTS.title[language],
        `<h1>${TEXTS.title[language]}</h1><p class="note">${TEXTS.note[language]}</p>
${describe(opened.request)}
<form method="post" action="/sandbox-gateway/pay">
<input type="hidden" name="token" value="${token}">
<button class="decline" name="decision" value="decline">${TEXTS.decline[language]}</button>
<button class="approve" name="decision" value="approve">${TEXTS.approve[language]}</button>
</form>`,
      );
    },
  );

  app.post(
    '/sandbox-gateway/pay',
    {
      schema: {
        hide: true,
        body: z.object({ token: z.string().max(4096), decision: z.enum(['approve', 'decline']) }),
      },
    },
    async (request, reply) => {
      const opened = await open(request.body.token);
      void reply.type('text/html; charset=utf-8');
      if (!opened) return reply.status(400).send(invalidPage());
      const { request: payment, secret } = opened;
      const approved = request.body.decision === 'approve';
      const delivered = await deps.deliver(
        payment.notifyPath,
        signSandboxNotification(secret, {
          merchantOrderNo: payment.merchantOrderNo,
          reference: referenceOf(request.body.token),
          amount: payment.amount,
          currency: payment.currency,
          status: approved ? 'SUCCESS' : 'FAILED',
          timestamp: deps.clock.now().getTime(),
        }),
      );
      const { language } = payment;
      const heading = TEXTS[!delivered ? 'unconfirmed' : approved ? 'approved' : 'declined'][language];
      return page(
        language,
        heading,
        `<h1>${heading}</h1><p class="note">${TEXTS.close[language]}</p>${describe(payment)}
<p><a href="${escapeHtml(payment.returnPath)}">${TEXTS.back[language]}</a></p>`,
      );
    },
  );
};
