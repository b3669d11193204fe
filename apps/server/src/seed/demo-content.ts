import {
  announcementInputSchema,
  bannerInputSchema,
  helpArticleInputSchema,
  hotMatchInputSchema,
  playerNoticeInputSchema,
  popupInputSchema,
  type AnnouncementInput,
  type BannerInput,
  type HelpArticleInput,
  type HotMatchInput,
  type PlayerNoticeInput,
  type PopupInput,
} from '@platform/contract';
import type { Services } from '../app.ts';
import { DEMO_ACCOUNTS } from './demo.ts';

/*
 * The demo install's site content: banners, the marquee, announcements, popups, hot matches and
 * help articles, each saying it is a demo. Images are the SVG files in apps/web/public/demo.
 */

const BANNERS: BannerInput[] = [
  {
    groupName: 'w_home',
    title: { JA: '初回入金ボーナス（デモ）', EN: 'Welcome bonus (demo)' },
    headline: { JA: '初回入金ボーナス 最大100%', EN: 'Welcome bonus up to 100%' },
    subline: { JA: 'デモカジノの特典です（デモ）', EN: 'A demo casino offer (demo)' },
    imageUrl: '/demo/banner-welcome.svg',
    linkageType: 'INTERNAL',
    url: '/promotions',
    sortOrder: 1,
  },
  {
    groupName: 'w_home',
    title: { JA: '1,600以上のゲーム（デモ）', EN: '1,600+ games (demo)' },
    headline: { JA: '1,600以上のゲーム', EN: '1,600+ games' },
    subline: { JA: 'スロット・ライブ・フィッシング（デモ）', EN: 'Slots, live casino and fishing (demo)' },
    imageUrl: '/demo/banner-games.svg',
    linkageType: 'INTERNAL',
    url: '/rng',
    sortOrder: 2,
  },
  {
    groupName: 'w_home',
    title: { JA: 'ライブスポーツベッティング（デモ）', EN: 'Live sports betting (demo)' },
    headline: { JA: 'ライブスポーツベッティング', EN: 'Live sports betting' },
    subline: { JA: '試合中もオッズが動きます（デモ）', EN: 'Odds that move with the match (demo)' },
    imageUrl: '/demo/banner-sports.svg',
    linkageType: 'INTERNAL',
    url: '/sports',
    sortOrder: 3,
  },
  {
    groupName: 'w_reg',
    title: { JA: '30秒でかんたん登録（デモ）', EN: 'Join in 30 seconds (demo)' },
    imageUrl: '/demo/banner-register.svg',
  },
  {
    groupName: 'w_leftmenu',
    title: { JA: '毎日リベート（デモ）', EN: 'Daily rebate (demo)' },
    imageUrl: '/demo/banner-menu.svg',
    linkageType: 'INTERNAL',
    url: '/promotions',
  },
  {
    groupName: 'w_forget',
    title: { JA: '24時間サポート（デモ）', EN: 'Support around the clock (demo)' },
    imageUrl: '/demo/banner-support.svg',
  },
];

const PLAYER_NOTICES: PlayerNoticeInput[] = [
  {
    title: { JA: 'デモサイトへようこそ', EN: 'Welcome to the demo site' },
    content: {
      JA: 'このサイトはデモです。実際のお金は動きません。デモアカウントで自由にお試しください。',
      EN: 'This site is a demo: no real money moves. Try everything freely with the demo accounts.',
    },
    sortOrder: 1,
  },
  {
    title: { JA: '定期メンテナンスのお知らせ（デモ）', EN: 'Scheduled maintenance (demo)' },
    content: {
      JA: '毎週水曜日 4:00〜5:00 はシステムメンテナンスのため一部のゲームがご利用いただけません。',
      EN: 'Some games are unavailable every Wednesday from 4:00 to 5:00 for system maintenance.',
    },
    sortOrder: 2,
  },
  {
    title: { JA: '新作スロット登場（デモ）', EN: 'New slots added (demo)' },
    content: {
      JA: 'ハウスゲームに新作スロットが追加されました。無料プレイでもお楽しみいただけます。',
      EN: 'New slots have arrived in the house games, and you can try them in free play too.',
    },
    sortOrder: 3,
  },
  {
    title: { JA: '出金処理時間について（デモ）', EN: 'About withdrawal times (demo)' },
    content: {
      JA: '出金申請は通常30分以内に処理されます。混雑時はお時間をいただく場合があります。',
      EN: 'Withdrawals are usually processed within 30 minutes; busy times may take longer.',
    },
    marquee: false,
    sortOrder: 4,
  },
];

const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

/** Ten announcements, oldest first, so the popup has two pages; two are promotions. */
const ANNOUNCEMENTS: AnnouncementInput[] = [
  {
    title: { JA: 'デモカジノ開設のお知らせ', EN: 'Demo Casino is open' },
    content: {
      JA: paragraphs('デモカジノへようこそ。このサイトはデモであり、実際の入出金は行われません。'),
      EN: paragraphs(
        'Welcome to Demo Casino. This site is a demo; no real deposits or withdrawals take place.',
      ),
    },
  },
  {
    title: { JA: 'ご利用規約の更新（デモ）', EN: 'Terms updated (demo)' },
    content: {
      JA: paragraphs('ご利用規約を更新しました。ヘルプセンターの「ご利用規約」からご確認ください。'),
      EN: paragraphs(
        'Our terms have been updated. Read them under “Terms and conditions” in the help centre.',
      ),
    },
  },
  {
    title: { JA: 'セキュリティセンターのご案内（デモ）', EN: 'Meet the security centre (demo)' },
    content: {
      JA: paragraphs(
        'アカウントを守るため、<strong>支払いパスワード</strong>と<strong>認証アプリ</strong>の設定をおすすめします。',
      ),
      EN: paragraphs(
        'To protect your account, we recommend setting a <strong>payment password</strong> and an <strong>authenticator app</strong>.',
      ),
    },
  },
  {
    title: { JA: '入金方法の追加（デモ）', EN: 'New deposit method (demo)' },
    content: {
      JA: paragraphs(
        'オンライン決済（サンドボックス）が追加されました。テスト用のため実際のお金は動きません。',
      ),
      EN: paragraphs('Online payment (sandbox) has been added. It is for testing: no real money moves.'),
    },
  },
  {
    title: { JA: 'ライブカジノの営業時間（デモ）', EN: 'Live casino hours (demo)' },
    content: {
      JA: paragraphs('ライブカジノのテーブルは24時間ご利用いただけます。'),
      EN: paragraphs('Live casino tables are open around the clock.'),
    },
  },
  {
    title: { JA: '毎日リベートキャンペーン（デモ）', EN: 'Daily rebate campaign (demo)' },
    content: {
      JA: paragraphs(
        '対象ゲームの有効ベット額に応じて、毎日リベートを進呈します。',
        '詳しくはリワードセンターをご覧ください。',
      ),
      EN: paragraphs(
        'Get a daily rebate on your valid bets in the eligible games.',
        'See the reward centre for the details.',
      ),
    },
    promotionType: 'REBATE',
  },
  {
    title: { JA: 'スポーツの新リーグ追加（デモ）', EN: 'New sports leagues (demo)' },
    content: {
      JA: paragraphs('デモリーグの試合がホットマッチに登場しました。'),
      EN: paragraphs('Demo league matches now appear among the hot matches.'),
    },
  },
  {
    title: { JA: '責任あるゲームのお願い（デモ）', EN: 'Play responsibly (demo)' },
    content: {
      JA: paragraphs('ゲームは娯楽としてお楽しみください。お困りの際はサポートまでご連絡ください。'),
      EN: paragraphs('Play for fun. If gaming stops being fun, contact our support.'),
    },
  },
  {
    title: { JA: 'アプリ配信開始（デモ）', EN: 'Our app is here (demo)' },
    content: {
      JA: paragraphs('iOS・Android アプリはダウンロードページから入手できます。'),
      EN: paragraphs('Get the iOS and Android apps from the download page.'),
    },
  },
  {
    title: { JA: '初回入金ボーナス（デモ）', EN: 'First deposit bonus (demo)' },
    content: {
      JA: paragraphs(
        '初回入金額の100%（最大 ¥30,000）をボーナスとして進呈します。',
        'デモのため実際のボーナスは付与されません。',
      ),
      EN: paragraphs(
        'Get 100% of your first deposit as a bonus, up to ¥30,000.',
        'This is a demo: no real bonus is paid.',
      ),
    },
    promotionType: 'DEPOSIT_BONUS',
  },
];

const POPUPS: PopupInput[] = [
  {
    audience: 'B',
    title: { JA: 'デモカジノへようこそ', EN: 'Welcome to Demo Casino' },
    content: {
      JA: paragraphs('登録は30秒。デモアカウントでもすべての機能をお試しいただけます。'),
      EN: paragraphs('Sign up in 30 seconds, or try every feature with a demo account.'),
    },
    imageUrl: '/demo/banner-register.svg',
    linkageType: 'INTERNAL',
    url: '/register',
  },
  {
    audience: 'A',
    title: { JA: '本日のおすすめ（デモ）', EN: 'Today’s pick (demo)' },
    content: {
      JA: paragraphs('毎日リベートキャンペーン開催中。リワードセンターをチェックしましょう。'),
      EN: paragraphs('The daily rebate campaign is on. Check the reward centre.'),
    },
    imageUrl: '/demo/banner-menu.svg',
    linkageType: 'INTERNAL',
    url: '/promotions',
  },
  {
    audience: 'F',
    title: { JA: 'はじめてのログインありがとうございます（デモ）', EN: 'Thanks for your first login (demo)' },
    content: {
      JA: paragraphs('まずはセキュリティセンターで支払いパスワードを設定しましょう。'),
      EN: paragraphs('Start by setting a payment password in the security centre.'),
    },
    imageUrl: '/demo/banner-welcome.svg',
    linkageType: 'NONE',
  },
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Kick-off times at a full half hour from `offsetMs` after now, so they read like real fixtures. */
const kickOff = (now: number, offsetMs: number) =>
  new Date(Math.ceil((now + offsetMs) / (HOUR / 2)) * (HOUR / 2)).toISOString();

const team = (JA: string, EN: string, crest: string) => ({
  name: { JA, EN },
  image: `/demo/team-${crest}.svg`,
});
const TEAMS = {
  harbor: team('ハーバーシティFC', 'Harbor City FC', 'harbor'),
  redFox: team('レッドフォックス', 'Red Foxes', 'redfox'),
  northStar: team('ノーススターズ', 'North Stars', 'northstar'),
  eagles: team('ゴールデンイーグルス', 'Golden Eagles', 'eagles'),
  herons: team('ブルーヘロンズ', 'Blue Herons', 'herons'),
  thunder: team('サンダー', 'Thunder', 'thunder'),
  tigers: team('マウンテンタイガース', 'Mountain Tigers', 'tigers'),
  wolves: team('シルバーウルブズ', 'Silver Wolves', 'wolves'),
  dragons: team('ドラゴンズ', 'Dragons', 'dragons'),
  sharks: team('ベイシャークス', 'Bay Sharks', 'sharks'),
  comets: team('シティコメッツ', 'City Comets', 'comets'),
  knights: team('アイアンナイツ', 'Iron Knights', 'knights'),
};
const FOOTBALL = { JA: 'デモ・プレミアリーグ', EN: 'Demo Premier League' };
const BASKETBALL = { JA: 'デモ・バスケットボールリーグ', EN: 'Demo Basketball League' };
const BASEBALL = { JA: 'デモ・ベースボールリーグ', EN: 'Demo Baseball League' };

const hotMatches = (now: number): HotMatchInput[] => {
  const match = (
    league: { JA: string; EN: string },
    home: ReturnType<typeof team>,
    away: ReturnType<typeof team>,
    offsetMs: number,
    odds: [string, string],
  ): HotMatchInput => ({
    league,
    homeTeam: home.name,
    awayTeam: away.name,
    homeTeamImage: home.image,
    awayTeamImage: away.image,
    matchTime: kickOff(now, offsetMs),
    homeTeamOdds: odds[0],
    awayTeamOdds: odds[1],
  });
  return [
    match(FOOTBALL, TEAMS.harbor, TEAMS.redFox, 2 * HOUR, ['1.85', '2.10']),
    match(BASKETBALL, TEAMS.northStar, TEAMS.eagles, 5 * HOUR, ['1.62', '2.45']),
    match(FOOTBALL, TEAMS.herons, TEAMS.thunder, DAY + 2 * HOUR, ['2.30', '1.70']),
    match(BASEBALL, TEAMS.tigers, TEAMS.wolves, DAY + 6 * HOUR, ['1.95', '1.95']),
    match(BASKETBALL, TEAMS.dragons, TEAMS.sharks, 3 * DAY, ['1.48', '2.90']),
    match(FOOTBALL, TEAMS.comets, TEAMS.knights, 5 * DAY + 4 * HOUR, ['2.05', '1.80']),
  ];
};

const HELP_ARTICLES: HelpArticleInput[] = [
  {
    slug: 'term',
    sortOrder: 1,
    title: { JA: 'ご利用規約（デモ）', EN: 'Terms and conditions (demo)' },
    content: {
      JA:
        '<p>本規約は「デモカジノ」（以下「当サイト」）のデモ版に適用されます。当サイトはデモであり、実際の金銭の授受は行われません。</p>' +
        '<h3>1. 利用資格</h3><p>当サイトは18歳以上の方のみご利用いただけます。お住まいの地域の法令でオンラインゲームが禁止されている場合はご利用いただけません。</p>' +
        '<h3>2. アカウント</h3><ul><li>お一人様1アカウントまでです。</li><li>パスワードと支払いパスワードは第三者に教えないでください。</li><li>登録情報は正確に入力してください。</li></ul>' +
        '<h3>3. 入金と出金</h3><p>出金は本人名義の口座に限ります。不正防止のため、本人確認をお願いする場合があります。</p>' +
        '<h3>4. ボーナス</h3><p>ボーナスには各キャンペーンの条件が適用されます。条件を満たさない出金申請はボーナスが取り消される場合があります。</p>' +
        '<h3>5. 禁止事項</h3><p>不正なツールの使用、複数アカウントの作成、他者へのなりすましは禁止です。</p>' +
        '<h3>6. 規約の変更</h3><p>本規約は予告なく変更される場合があります。変更はお知らせでご案内します。</p>',
      EN:
        '<p>These terms apply to the demo of “Demo Casino” (the “site”). The site is a demo: no real money changes hands.</p>' +
        '<h3>1. Who may play</h3><p>You must be 18 or older. Do not use the site where the law of your country forbids online gaming.</p>' +
        '<h3>2. Your account</h3><ul><li>One account per person.</li><li>Never share your password or payment password.</li><li>Keep your registration details accurate.</li></ul>' +
        '<h3>3. Deposits and withdrawals</h3><p>Withdrawals go only to an account in your own name. We may ask you to verify your identity to prevent fraud.</p>' +
        '<h3>4. Bonuses</h3><p>Each campaign’s conditions apply to its bonus. A withdrawal before the conditions are met may cancel the bonus.</p>' +
        '<h3>5. What is not allowed</h3><p>Cheating tools, multiple accounts and impersonating others are forbidden.</p>' +
        '<h3>6. Changes</h3><p>We may change these terms; announcements tell you when we do.</p>',
    },
  },
  {
    slug: 'deposit',
    sortOrder: 2,
    title: { JA: '入金方法（デモ）', EN: 'How to deposit (demo)' },
    content: {
      JA:
        '<ol><li>ログイン後、ヘッダーの「入金」を押します。</li><li>入金方法（銀行振込またはオンライン決済）を選びます。</li><li>金額を入力して申請します。</li>' +
        '<li>銀行振込の場合は、表示された口座へ振り込み、振込明細の画像（png・jpg、5MBまで）を添付します。</li></ol>' +
        '<p>入金が確認されると通知が届き、残高に反映されます。デモの口座には実際に振り込まないでください。</p>',
      EN:
        '<ol><li>Log in and press “Deposit” in the header.</li><li>Choose a method: bank transfer or online payment.</li><li>Enter the amount and submit.</li>' +
        '<li>For a bank transfer, pay into the account shown and attach an image of the receipt (png or jpg, up to 5 MB).</li></ol>' +
        '<p>You are notified as soon as the deposit is credited. Do not send real money to the demo account.</p>',
    },
  },
  {
    slug: 'withdrawal',
    sortOrder: 3,
    title: { JA: '出金方法（デモ）', EN: 'How to withdraw (demo)' },
    content: {
      JA:
        '<ol><li>セキュリティセンターで支払いパスワードと出金先口座を登録します。</li><li>「出金」から金額と口座を選び、支払いパスワードを入力します。</li>' +
        '<li>審査後に送金され、結果は通知でお知らせします。</li></ol>' +
        '<p>出金は1日の上限回数・金額の範囲内で承ります。受け取り後は「受け取り済み」の確認をお願いします。</p>',
      EN:
        '<ol><li>Set a payment password and add a bank account in the security centre.</li><li>Open “Withdraw”, choose the amount and the account, and enter your payment password.</li>' +
        '<li>Once approved the money is sent, and a notification tells you the result.</li></ol>' +
        '<p>Withdrawals are limited per day in number and amount. Please confirm when you have received the money.</p>',
    },
  },
  {
    slug: 'account',
    sortOrder: 4,
    title: { JA: 'アカウントとセキュリティ（デモ）', EN: 'Account and security (demo)' },
    content: {
      JA:
        '<ul><li>パスワードを5回間違えるとアカウントがロックされます。パスワードを忘れた場合は「パスワードを忘れた」から再設定してください。</li>' +
        '<li>新しい端末や場所からログインすると、追加の確認をお願いする場合があります。</li>' +
        '<li>認証アプリを設定すると、アカウントをより安全に守れます。</li></ul>',
      EN:
        '<ul><li>Five wrong passwords lock the account. If you forgot your password, reset it with “Forgot password”.</li>' +
        '<li>A login from a new device or place may ask for an extra check.</li>' +
        '<li>An authenticator app keeps your account safer.</li></ul>',
    },
  },
  {
    slug: 'responsible',
    sortOrder: 5,
    title: { JA: '責任あるゲーム（デモ）', EN: 'Responsible gaming (demo)' },
    content: {
      JA:
        '<p>ゲームは娯楽です。次のことを心がけてください。</p><ul><li>予算と時間を決めて遊ぶ。</li><li>負けを取り戻そうとしない。</li><li>借りたお金で遊ばない。</li></ul>' +
        '<p>ご自身や身近な方のゲームの問題でお困りの際は、サポートまでご相談ください。</p>',
      EN:
        '<p>Gaming is entertainment. Keep it that way:</p><ul><li>Set a budget and a time limit.</li><li>Never chase your losses.</li><li>Never play with borrowed money.</li></ul>' +
        '<p>If gaming causes problems for you or someone close to you, talk to our support.</p>',
    },
  },
  {
    slug: 'licence',
    sortOrder: 6,
    title: { JA: 'ライセンス（デモ）', EN: 'Licence (demo)' },
    content: {
      JA:
        '<p>「デモカジノ」はデモ用の架空の運営者であり、実在のゲーミングライセンスは保有していません。</p>' +
        '<p>実際の運営では、ここにライセンス発行機関、ライセンス番号、運営会社の名称と所在地を掲載します。</p>',
      EN:
        '<p>“Demo Casino” is a made-up operator for this demo and holds no real gaming licence.</p>' +
        '<p>A real operator shows its licensing authority, licence number, and company name and address here.</p>',
    },
  },
];

/**
 * Fills the demo install's site content through the console's own services (each item audited as
 * made by the demo administrator). Does nothing when any banner exists or without that account.
 * Answers what it created.
 */
export const seedDemoContent = async (services: Services): Promise<string[]> => {
  const { notices, help, staff } = services;
  if ((await notices.banners.list()).length > 0) return [];
  const admin = await staff.findByUsername(DEMO_ACCOUNTS.admin);
  if (!admin) return [];
  const actor = { staffId: admin.id, username: admin.username, ip: '127.0.0.1' };
  const now = Date.now();
  const language = 'EN';
  for (const input of BANNERS) await notices.banners.create(actor, bannerInputSchema.parse(input), language);
  for (const input of PLAYER_NOTICES)
    await notices.playerNotices.create(actor, playerNoticeInputSchema.parse(input), language);
  for (const input of ANNOUNCEMENTS)
    await notices.announcements.create(actor, announcementInputSchema.parse(input), language);
  for (const input of POPUPS) await notices.popups.create(actor, popupInputSchema.parse(input), language);
  for (const input of hotMatches(now))
    await notices.hotMatches.create(actor, hotMatchInputSchema.parse(input), language);
  for (const input of HELP_ARTICLES)
    await help.articles.create(actor, helpArticleInputSchema.parse(input), language);
  return ['site content (banners, notices, announcements, popups, hot matches, help articles)'];
};
