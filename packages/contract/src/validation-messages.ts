import type { Language } from './languages.ts';
import type { PatternId } from './patterns.ts';

/** The translated pattern texts from which a field message is built (spec section 5). */
const PATTERN_TEXT: Record<PatternId, Record<Language, string>> = {
  GENERAL: { EN: 'Any characters', JA: '任意の文字' },
  LETTER_FIRST_ALNUM: {
    EN: 'Starts with a letter, then letters or digits',
    JA: '英字で始まり、英字または数字',
  },
  LETTERS_KANJI: { EN: 'Letters and kanji only', JA: '英字と漢字のみ' },
  EMAIL: { EN: 'A valid email address', JA: '有効なメールアドレス' },
  LETTERS_OR_DIGITS: { EN: 'Letters only or digits only', JA: '英字のみ、または数字のみ' },
  LETTERS_DIGITS: { EN: 'Letters and digits', JA: '英字と数字の組み合わせ' },
  DIGITS: { EN: 'Digits only', JA: '数字のみ' },
  LETTERS_DIGITS_UPPER: {
    EN: 'Letters and digits with at least one uppercase letter',
    JA: '大文字を1文字以上含む英字と数字',
  },
  LETTERS_SPACES: { EN: 'Letters and spaces only', JA: '英字とスペースのみ' },
  NO_SPACES: { EN: 'No spaces', JA: 'スペースなし' },
  DATE_YMD: { EN: 'Date as yyyy-MM-dd', JA: '日付（yyyy-MM-dd）' },
  DATE_MDY: { EN: 'Date as MM-dd-yyyy', JA: '日付（MM-dd-yyyy）' },
  KOREAN: { EN: 'Korean only', JA: '韓国語のみ' },
  THAI: { EN: 'Thai only', JA: 'タイ語のみ' },
  THAI_ENGLISH_SPACES: { EN: 'Thai or English letters and spaces', JA: 'タイ語または英字とスペース' },
  UPPER_SPACES: { EN: 'Uppercase letters and spaces', JA: '大文字の英字とスペース' },
  LETTERS_DIGITS_SYMBOLS: { EN: 'Letters, digits and symbols', JA: '英字、数字、記号' },
  STRONG_PASSWORD: {
    EN: 'At least one uppercase, one lowercase, one digit and one symbol',
    JA: '大文字・小文字・数字・記号をそれぞれ1文字以上',
  },
  PASSPHRASE: {
    EN: 'At least one letter and one digit (symbols and spaces allowed)',
    JA: '英字と数字をそれぞれ1文字以上（記号・スペースも使用可）',
  },
  FULL_NAME: { EN: 'Full name in space-separated parts', JA: 'スペースで区切った氏名' },
  FULLWIDTH_JAPANESE: { EN: 'Full-width Japanese only', JA: '全角の日本語のみ' },
  CUSTOM: { EN: 'Allowed characters only', JA: '使用できる文字のみ' },
};

const TEXTS = {
  required: { EN: 'Input cannot be empty', JA: '入力してください' },
  termsRequired: { EN: 'not empty?', JA: '利用規約に同意してください' },
  confirmMismatch: { EN: 'Incorrect confirmation input', JA: '確認用の入力が一致しません' },
  captchaRequired: { EN: 'Please enter the captcha', JA: '認証コードを入力してください' },
  lengthRange: { EN: '{min}-{max} characters', JA: '{min}〜{max}文字' },
  lengthExact: { EN: '{n} characters', JA: '{n}文字' },
  unknownField: { EN: 'This field is not accepted', JA: 'この項目は受け付けられません' },
  verificationCodeRequired: { EN: 'Please enter the verification code', JA: '認証コードを入力してください' },
  realNameFormat: { EN: 'Real name format is incorrect', JA: '氏名の形式が正しくありません' },
  phoneFormat: { EN: 'Phone format is incorrect', JA: '電話番号の形式が正しくありません' },
  invitationCodeFormat: {
    EN: 'Invitation code format is incorrect',
    JA: '招待コードの形式が正しくありません',
  },
  accountFormat: { EN: 'Account format is incorrect', JA: 'アカウントの形式が正しくありません' },
  passwordFormat: { EN: 'Password format is incorrect', JA: 'パスワードの形式が正しくありません' },
  emailFormat: { EN: 'Email format is incorrect', JA: 'メールアドレスの形式が正しくありません' },
  phoneDigits: { EN: 'Phone number of {n} digits', JA: '{n}桁の電話番号を入力してください' },
  phoneDigitsRange: {
    EN: 'Phone number of {min} to {max} digits',
    JA: '{min}〜{max}桁の電話番号を入力してください',
  },
  feedbackWords: { EN: '{min} to {max} words', JA: '{min}〜{max}文字で入力してください' },
  ageConfirm: { EN: 'Please confirm you are {n} years old', JA: '{n}歳以上であることをご確認ください' },
  totpCode: { EN: 'Enter the 6-digit code', JA: '6桁のコードを入力してください' },
  sixDigits: { EN: 'Enter 6 digits', JA: '6桁の数字を入力してください' },
  invalidValue: { EN: 'Invalid value', JA: '無効な値です' },
  invalidAmount: {
    EN: 'Enter a valid amount with up to 2 decimals',
    JA: '小数2桁までの正しい金額を入力してください',
  },
  amountRange: { EN: 'Enter an amount from {min} to {max}', JA: '{min}〜{max}の金額を入力してください' },
  invalidAccountNumber: {
    EN: 'Enter 4 to 34 digits (hyphens allowed)',
    JA: '4〜34桁の数字で入力してください（ハイフン可）',
  },
  payeeNameMismatch: {
    EN: 'The account name must match your payee name',
    JA: '口座名義は受取人名と一致している必要があります',
  },
  unknownOption: { EN: 'This option is not available', JA: 'この項目は選択できません' },
  sameWallet: { EN: 'Choose two different wallets', JA: '異なるウォレットを選択してください' },
  endBeforeStart: {
    EN: 'The end date must not be before the start date',
    JA: '終了日は開始日以降を指定してください',
  },
  rangeTooLong: { EN: 'Choose at most {n} days', JA: '{n}日以内で指定してください' },
  rebateAboveUpline: { EN: 'At most {max}% (your own rate)', JA: '上限は{max}%です（ご自身の料率）' },
  rebateAboveMax: {
    EN: 'At most {max}% (the operator’s maximum rebate rate)',
    JA: '上限は{max}%です（運営の最大リベート率）',
  },
  rebateBelowDownline: {
    EN: 'At least {min}% (a rate given to its own downline)',
    JA: '下限は{min}%です（その下位に設定済みの料率）',
  },
  maxBelowMin: { EN: 'The maximum must not be below the minimum', JA: '上限は下限以上にしてください' },
  payeeRequired: { EN: 'A bank transfer needs the payee account', JA: '銀行振込には振込先口座が必要です' },
  gatewayRequired: {
    EN: 'An online channel needs a gateway',
    JA: 'オンライン決済には決済ゲートウェイが必要です',
  },
  invalidSlug: {
    EN: 'Letters, digits and - only, starting with a letter or digit (up to 40)',
    JA: '英字・数字・ハイフンのみ（先頭は英字か数字、40文字まで）',
  },
  invalidOdds: { EN: 'Enter decimal odds such as 1.95', JA: '1.95のような小数のオッズを入力してください' },
  minAboveMax: { EN: 'The minimum must not exceed the maximum', JA: '下限は上限以下にしてください' },
  maxAboveDaily: {
    EN: 'The daily limit must not be below the maximum per transfer',
    JA: '1日の上限は1回あたりの上限以上にしてください',
  },
  sublineWithoutHeadline: {
    EN: 'A second line needs a headline above it',
    JA: '2行目には見出しが必要です',
  },
  invalidCharacters: {
    EN: 'Contains control characters or characters that are not allowed',
    JA: '制御文字または使用できない文字が含まれています',
  },
  commissionAgentsOnly: {
    EN: 'Commission is paid to agents only',
    JA: 'コミッションは代理のみに支払えます',
  },
  htmlTooLong: {
    EN: 'Too long once made safe to show (at most {max} characters of HTML)',
    JA: '表示用に整えると長すぎます（HTMLで{max}文字まで）',
  },
  tiersMustRise: {
    EN: 'Each tier must ask more than the one before it, at a rate no lower',
    JA: '各段階は前の段階より高い条件で、料率は前の段階以上にしてください',
  },
  contractRateAboveUpline: { EN: 'At most {max}% (your own rate)', JA: '上限は{max}%です（ご自身の料率）' },
  contractRateOutOfRange: {
    EN: "Between {min}% and {max}% (the operator's limits)",
    JA: '{min}%〜{max}%の範囲で指定してください（運営の設定）',
  },
  contractAmountAboveMax: { EN: 'At most {max}', JA: '上限は{max}です' },
  nestingTooDeep: { EN: 'Nested too deeply', JA: '入れ子が深すぎます' },
  invalidTimeZone: {
    EN: 'Choose an IANA time zone such as Asia/Tokyo',
    JA: 'Asia/Tokyo のようなIANAタイムゾーンを指定してください',
  },
  invalidCurrency: {
    EN: 'Enter an ISO 4217 currency code such as JPY',
    JA: 'JPY のようなISO 4217通貨コードを入力してください',
  },
  invalidContactLink: {
    EN: 'Use an https:, mailto: or tel: link, a chat app link, or a path on this site',
    JA: 'https:・mailto:・tel: のリンク、チャットアプリのリンク、またはこのサイトのパスを入力してください',
  },
  ticketWeightsZero: {
    EN: 'At least one prize needs a weight above 0',
    JA: '少なくとも1つの賞品に0より大きい重みを設定してください',
  },
  ticketRetryRequired: {
    EN: 'Money prizes need a "try again" prize for when the budget runs out',
    JA: '金額の賞品には、予算切れのときの「はずれ」賞品が必要です',
  },
  budgetBelowSpent: {
    EN: 'The budget must not be below what was spent ({spent})',
    JA: '予算は支出済み額（{spent}）以上にしてください',
  },
  unknownAccount: { EN: 'No such member: {accounts}', JA: '該当する会員がいません：{accounts}' },
  codeTaken: { EN: 'This code exists already', JA: 'このコードは既に存在します' },
  notAnAgent: { EN: 'This account is not an agent', JA: 'このアカウントは代理ではありません' },
  httpsLinkRequired: {
    EN: 'Enter an https:// address',
    JA: 'https:// で始まるアドレスを入力してください',
  },
  // Lottery console (issue 27).
  oddsAtMostOne: {
    EN: 'Odds must be above 1 (what a winning unit pays back per unit of stake)',
    JA: 'オッズは1より大きくしてください（当選1口あたりの払戻倍率）',
  },
  exposureBelowMaxStake: {
    EN: 'The liability per number must not be below the maximum stake',
    JA: '1番号あたりの上限払戻額は最大賭け金以上にしてください',
  },
  lotteryRangeTooLong: { EN: 'Choose at most 93 days', JA: '93日以内で指定してください' },
  prizeDigits2: { EN: 'Enter exactly 2 digits', JA: '数字2桁で入力してください' },
  prizeDigits3: { EN: 'Enter exactly 3 digits', JA: '数字3桁で入力してください' },
  prizeDigits4: { EN: 'Enter exactly 4 digits', JA: '数字4桁で入力してください' },
  prizeDigits5: { EN: 'Enter exactly 5 digits', JA: '数字5桁で入力してください' },
  prizeDigits6: { EN: 'Enter exactly 6 digits', JA: '数字6桁で入力してください' },
} as const satisfies Record<string, Record<Language, string>>;

export type ValidationTextKey = keyof typeof TEXTS;

export const validationText = (key: ValidationTextKey, language: Language): string => TEXTS[key][language];

/** Whether a zod issue's message names one of these texts (the contract's refinements do). */
export const isValidationTextKey = (key: string): key is ValidationTextKey => Object.hasOwn(TEXTS, key);

/** "Letters and digits, 6-20 characters"; a single number when min equals max (spec section 5). */
export const patternMessage = (
  patternId: PatternId,
  minLength: number,
  maxLength: number,
  language: Language,
): string => {
  const length =
    minLength === maxLength
      ? TEXTS.lengthExact[language].replace('{n}', String(minLength))
      : TEXTS.lengthRange[language].replace('{min}', String(minLength)).replace('{max}', String(maxLength));
  const separator = language === 'JA' ? '、' : ', ';
  return `${PATTERN_TEXT[patternId][language]}${separator}${length}`;
};
