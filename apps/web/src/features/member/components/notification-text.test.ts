// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../../i18n/index.ts';
import { formatNotification } from './notification-text.ts';

const notice = { orderNo: 'PM0000000042', amount: '0.00', reason: null };

describe('the points mall’s notices', () => {
  it('say what was paid, returned or sent, in English and Japanese', async () => {
    await applyLanguage('EN');
    expect(formatNotification(i18n.t, { ...notice, kind: 'POINT_REDEMPTION_APPROVED' })).toBe(
      'Points mall redemption PM0000000042 approved',
    );
    expect(
      formatNotification(i18n.t, { ...notice, kind: 'POINT_REDEMPTION_APPROVED', amount: '1500.00' }),
    ).toBe('Points mall redemption PM0000000042 approved: 1,500.00 paid into your wallet');
    expect(
      formatNotification(i18n.t, { ...notice, kind: 'POINT_REDEMPTION_SHIPPED', reason: 'Japan Post JP9' }),
    ).toBe('Points mall redemption PM0000000042 shipped Tracking: Japan Post JP9');
    expect(
      formatNotification(i18n.t, {
        ...notice,
        kind: 'POINT_REDEMPTION_REJECTED',
        amount: '15.50',
        reason: 'Sold out',
      }),
    ).toBe(
      'Points mall redemption PM0000000042 rejected; the points and 15.50 were returned Reason: Sold out',
    );
    expect(
      formatNotification(i18n.t, { ...notice, kind: 'POINT_REDEMPTION_REJECTED', reason: 'Sold out' }),
    ).toBe('Points mall redemption PM0000000042 rejected; the points were returned Reason: Sold out');

    await applyLanguage('JA');
    expect(
      formatNotification(i18n.t, { ...notice, kind: 'POINT_REDEMPTION_SHIPPED', reason: 'Japan Post JP9' }),
    ).toBe('ポイントモールの交換 PM0000000042 を発送しました 配送情報：Japan Post JP9');
  });

  it('leave the other notices as they were, with no amount too', async () => {
    await applyLanguage('EN');
    expect(formatNotification(i18n.t, { ...notice, kind: 'PROMOTION_REJECTED', reason: 'Late' })).toBe(
      'Promotion application rejected Reason: Late',
    );
    expect(formatNotification(i18n.t, { ...notice, kind: 'DEPOSIT_CREDITED', amount: '1000.00' })).toBe(
      'Deposit of 1,000.00 credited',
    );
  });
});
