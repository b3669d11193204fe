import type { Language } from '@platform/contract';

/**
 * What a member is told when wrong passwords lock the account: until when, and that a password
 * reset opens it at once. Sent to the inbox and, when the member has one, to the email address.
 */
export const lockNotice = (until: string, language: Language) =>
  language === 'JA'
    ? {
        title: 'アカウントが一時的にロックされました',
        content:
          `パスワードが5回続けて間違って入力されたため、アカウントを ${until} までロックしました。\n` +
          'この時刻を過ぎると再びログインできます。すぐにログインしたい場合は、パスワードを再設定するとロックが解除されます。\n' +
          'お心当たりがない場合は、パスワードを再設定し、カスタマーサービスにご連絡ください。',
      }
    : {
        title: 'Your account is locked for a while',
        content:
          `The password was entered wrongly 5 times in a row, so the account is locked until ${until}.\n` +
          'After that time you can log in again. To log in now, reset your password: that lifts the lock.\n' +
          'If this was not you, reset your password and contact customer service.',
      };
