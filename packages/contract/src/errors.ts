import type { Language } from './languages.ts';

interface ErrorDefinition {
  /** HTTP status the gateway answers with. */
  status: number;
  /** Message shown to the person, per language. */
  message: Record<Language, string>;
}

/**
 * The stable error codes of the gateway. Keys are the spec's where it gives one
 * (`in_need_true_account`, `invitation_code_error`, `game_maintenance`, `info_ip_block`, ...).
 * Clients switch on `errorCode`, never on `message`.
 */
export const ERROR_CATALOGUE = {
  validation_failed: {
    status: 422,
    message: { EN: 'Please check the highlighted fields.', JA: '入力内容をご確認ください。' },
  },
  malformed_request: {
    status: 400,
    message: { EN: 'The request could not be read.', JA: 'リクエストを読み取れませんでした。' },
  },
  payload_too_large: {
    status: 413,
    message: { EN: 'The request is too large.', JA: 'リクエストが大きすぎます。' },
  },
  /** A path parameter longer than the router takes (an id or a file name is never that long). */
  uri_too_long: {
    status: 414,
    message: { EN: 'The address is too long.', JA: 'アドレスが長すぎます。' },
  },
  /** The request's headers are larger than the server reads (Node's HTTP parser refused them). */
  request_headers_too_large: {
    status: 431,
    message: { EN: 'The request headers are too large.', JA: 'リクエストヘッダーが大きすぎます。' },
  },
  /** The request did not arrive in full in time. */
  request_timeout: {
    status: 408,
    message: { EN: 'The request took too long to arrive.', JA: 'リクエストの受信に時間がかかりすぎました。' },
  },
  unsupported_media_type: {
    status: 415,
    message: { EN: 'The request format is not supported.', JA: 'このリクエスト形式には対応していません。' },
  },
  not_found: {
    status: 404,
    message: {
      EN: 'Invalid URL, please contact customer service.',
      JA: '無効なURLです。カスタマーサービスにお問い合わせください。',
    },
  },
  method_not_allowed: {
    status: 405,
    message: { EN: 'This method is not allowed here.', JA: 'この操作は許可されていません。' },
  },
  not_logged_in: {
    status: 401,
    message: {
      EN: 'You are not logged in. Please log in.',
      JA: 'ログインしていません。ログインしてください。',
    },
  },
  login_failed: {
    status: 401,
    message: { EN: 'Username or password incorrect.', JA: 'ユーザー名またはパスワードが正しくありません。' },
  },
  account_locked: {
    status: 423,
    message: {
      EN: 'Your account is locked for a while after 5 wrong passwords. Try again later, or reset your password to unlock it now.',
      JA: 'パスワードを5回間違えたため、アカウントを一時的にロックしました。しばらくしてから再度お試しいただくか、パスワードを再設定するとすぐに解除されます。',
    },
  },
  account_locked_by_operator: {
    status: 423,
    message: {
      EN: 'Your account has been locked. Please contact customer service.',
      JA: 'アカウントはロックされています。カスタマーサービスにお問い合わせください。',
    },
  },
  password_incorrect: {
    status: 422,
    message: { EN: 'The current password is incorrect.', JA: '現在のパスワードが正しくありません。' },
  },
  forbidden: {
    status: 403,
    message: {
      EN: 'You do not have permission for this action.',
      JA: 'この操作を行う権限がありません。',
    },
  },
  /** A new login password may not be the operator's default password (spec sections 4 and 9). */
  password_is_default: {
    status: 422,
    message: {
      EN: 'This is the site’s default password. Please choose a password of your own.',
      JA: 'これはサイトの初期パスワードです。ご自身のパスワードを設定してください。',
    },
  },
  password_change_required: {
    status: 403,
    message: {
      EN: 'Please change your password before continuing.',
      JA: '続行する前にパスワードを変更してください。',
    },
  },
  totp_invalid: {
    status: 422,
    message: {
      EN: 'The authenticator code is not valid. Please try the current code.',
      JA: '認証アプリのコードが正しくありません。最新のコードを入力してください。',
    },
  },
  challenge_expired: {
    status: 401,
    message: {
      EN: 'This sign-in step has expired. Please sign in again.',
      JA: 'このログイン手続きは期限切れです。もう一度ログインしてください。',
    },
  },
  not_found_entity: {
    status: 404,
    message: { EN: 'The record was not found.', JA: '対象のデータが見つかりません。' },
  },
  conflict: {
    status: 409,
    message: {
      EN: 'This conflicts with an existing record.',
      JA: '既存のデータと重複しています。',
    },
  },
  account_disabled: {
    status: 403,
    message: {
      EN: 'This account is disabled. Please contact customer service.',
      JA: 'このアカウントは無効です。カスタマーサービスにお問い合わせください。',
    },
  },
  /** An idempotency key came back with a different amount, account or type; nothing moved. */
  idempotency_conflict: {
    status: 409,
    message: {
      EN: 'This request was already made with different details. Please start a new one.',
      JA: 'このリクエストは別の内容で既に処理されています。新しく操作をやり直してください。',
    },
  },
  /** A debit would take a member account below zero; nothing moved. */
  insufficient_balance: {
    status: 422,
    message: {
      EN: 'The balance is not enough for this amount.',
      JA: '残高が不足しています。',
    },
  },
  /** A credit would take an account beyond the largest balance the ledger holds (2^63 − 1 minor units); nothing moved. */
  balance_limit_exceeded: {
    status: 422,
    message: {
      EN: 'This amount would exceed the largest balance the system can hold.',
      JA: 'この金額では、システムで扱える残高の上限を超えます。',
    },
  },
  /** The payment password was wrong; `value.remainingAttempts` says how many tries are left. */
  payment_password_incorrect: {
    status: 422,
    message: { EN: 'The payment password is incorrect.', JA: '支払いパスワードが正しくありません。' },
  },
  payment_password_locked: {
    status: 423,
    message: {
      EN: 'Your payment password is locked after 5 wrong attempts. Please contact customer service.',
      JA: '支払いパスワードを5回間違えたため、ロックされました。カスタマーサービスにお問い合わせください。',
    },
  },
  payment_password_not_set: {
    status: 422,
    message: {
      EN: 'Please set a payment password in the security centre first.',
      JA: '先にセキュリティセンターで支払いパスワードを設定してください。',
    },
  },
  bank_account_limit: {
    status: 422,
    message: {
      EN: 'You have bound the maximum number of bank accounts.',
      JA: '登録できる銀行口座の上限に達しています。',
    },
  },
  withdrawal_daily_limit: {
    status: 422,
    message: {
      EN: 'You have reached today’s number of withdrawals.',
      JA: '本日の出金回数の上限に達しました。',
    },
  },
  /** The operator has switched this kind of team transfer off, or the caller may not make it. */
  team_transfer_not_allowed: {
    status: 403,
    message: {
      EN: 'This transfer is not available for your account.',
      JA: 'この振替はご利用いただけません。',
    },
  },
  /** Team transactions need a username or a type (spec): a query with neither is refused. */
  username_or_type_required: {
    status: 422,
    message: {
      EN: 'Enter a username or choose a type.',
      JA: 'ユーザー名を入力するか、種類を選択してください。',
    },
  },
  /** The amount lies outside the operator's per-transfer limits (`value`: min and max). */
  team_transfer_amount_limit: {
    status: 422,
    message: {
      EN: 'The amount is outside the limits for one transfer.',
      JA: '1回の振替の上限・下限を超えています。',
    },
  },
  /** Today's team transfers would exceed the operator's daily limit (`value`: limit and used). */
  team_transfer_daily_limit: {
    status: 422,
    message: {
      EN: 'This transfer would exceed today’s transfer limit.',
      JA: '本日の振替上限を超えます。',
    },
  },
  /** The new upline of a team move is not an agent, or is the member itself or inside its team. */
  upline_invalid: {
    status: 422,
    message: {
      EN: 'The new upline must be an agent outside this member’s team.',
      JA: '新しい上位には、このメンバーのチーム外のエージェントを指定してください。',
    },
  },
  /** A deposit or withdrawal was already decided (by staff or the gateway); nothing changed. */
  order_already_processed: {
    status: 409,
    message: { EN: 'This order has already been processed.', JA: 'この注文は既に処理されています。' },
  },
  /** A help article with this slug exists already. */
  help_slug_taken: {
    status: 409,
    message: {
      EN: 'A help article with this key already exists.',
      JA: 'このキーのヘルプ記事は既に存在します。',
    },
  },
  upload_invalid_image: {
    status: 422,
    message: {
      EN: 'Please upload a png or jpg image of at most 5 MB.',
      JA: '5MB以下のpngまたはjpg画像をアップロードしてください。',
    },
  },
  /** A payment-gateway notification whose signature or amount does not check out. */
  invalid_signature: {
    status: 401,
    message: { EN: 'The signature is invalid.', JA: '署名が正しくありません。' },
  },
  /** A game or its vendor is under maintenance; `value` is a GameMaintenance (end time, other games). */
  game_maintenance: {
    status: 503,
    message: {
      EN: 'This game is under maintenance. Please try another game.',
      JA: 'このゲームはメンテナンス中です。他のゲームをお楽しみください。',
    },
  },
  game_not_found: {
    status: 404,
    message: { EN: 'This game is not available.', JA: 'このゲームはご利用いただけません。' },
  },
  /** A live host that is not listed (removed or switched off by the operator). */
  live_host_not_found: {
    status: 404,
    message: { EN: 'This host is not available.', JA: 'このホストはご利用いただけません。' },
  },
  /** A chat with a host who is offline. */
  live_host_offline: {
    status: 409,
    message: {
      EN: 'This host is offline now. Please choose another host.',
      JA: 'このホストは現在オフラインです。他のホストをお選びください。',
    },
  },
  /** Free play was asked for a game without a free trial (supportPlay 1). */
  free_play_unavailable: {
    status: 422,
    message: {
      EN: 'This game has no free trial.',
      JA: 'このゲームには無料体験がありません。',
    },
  },
  /** Vendor API: the call's timestamp is outside the replay window. */
  request_expired: {
    status: 401,
    message: { EN: 'The request has expired.', JA: 'リクエストの有効期限が切れています。' },
  },
  /** Vendor API: the launch token is unknown, used or expired. */
  launch_token_invalid: {
    status: 200,
    message: { EN: 'The launch token is not valid.', JA: '起動トークンが無効です。' },
  },
  /** Vendor API: a bet or balance call on a session that has ended. */
  session_expired: {
    status: 200,
    message: { EN: 'The player session has expired.', JA: 'プレイヤーのセッションが終了しました。' },
  },
  /** Vendor API: the player's account is locked or disabled; bets are refused. */
  player_locked: {
    status: 200,
    message: { EN: 'The player account is locked.', JA: 'プレイヤーのアカウントはロックされています。' },
  },
  player_not_found: {
    status: 200,
    message: { EN: 'The player is not known.', JA: 'プレイヤーが見つかりません。' },
  },
  /** Vendor API: a bet the balance cannot cover; `value.balance` is the balance. */
  insufficient_funds: {
    status: 200,
    message: { EN: 'Insufficient funds.', JA: '残高が不足しています。' },
  },
  /**
   * Vendor API: the amount would take the balance or the round's total stake or payout beyond
   * 2^63 − 1 minor units; nothing moved. `value.balance` is the balance.
   */
  amount_out_of_range: {
    status: 200,
    message: {
      EN: 'The amount would exceed the largest balance or round total the platform can hold.',
      JA: 'この金額では、扱える残高またはラウンド合計の上限を超えます。',
    },
  },
  /** Vendor API: a transaction id came back with different fields; nothing moved. */
  transaction_mismatch: {
    status: 200,
    message: {
      EN: 'This transaction id was used with different details.',
      JA: 'この取引IDは別の内容で使用されています。',
    },
  },
  /** Vendor API, final: the rolled-back bet was never seen (a tombstone now refuses it). */
  transaction_not_found: {
    status: 200,
    message: { EN: 'The referenced transaction was not found.', JA: '参照された取引が見つかりません。' },
  },
  /** Vendor API: a bet whose id was rolled back before it arrived. */
  transaction_cancelled: {
    status: 200,
    message: { EN: 'This transaction was cancelled.', JA: 'この取引は取り消されています。' },
  },
  /** Vendor API: a win for a round without a bet. */
  round_not_found: {
    status: 200,
    message: { EN: 'The round was not found.', JA: 'ラウンドが見つかりません。' },
  },
  /** Vendor API: a bet, win or rollback on a round already settled or cancelled, or a rollback after its win. */
  round_closed: {
    status: 200,
    message: { EN: 'The round is closed.', JA: 'このラウンドは終了しています。' },
  },
  currency_mismatch: {
    status: 200,
    message: { EN: 'The currency does not match the player.', JA: '通貨がプレイヤーと一致しません。' },
  },
  captcha_required: {
    status: 422,
    message: { EN: 'Please enter the captcha.', JA: '認証コードを入力してください。' },
  },
  captcha_incorrect: {
    status: 422,
    message: {
      EN: 'Captcha check failed. Please try again.',
      JA: '認証コードが正しくありません。もう一度お試しください。',
    },
  },
  non_member_account: {
    status: 403,
    message: {
      EN: 'Non-member account unable to login.',
      JA: 'メンバー以外のアカウントはログインできません。',
    },
  },
  non_agent_account: {
    status: 403,
    message: { EN: 'Non-agents cannot log in.', JA: '代理以外はログインできません。' },
  },
  username_taken: {
    status: 409,
    message: { EN: 'This username is already registered.', JA: 'このユーザー名は既に登録されています。' },
  },
  invitation_code_error: {
    status: 422,
    message: {
      EN: 'The invitation code is invalid. Please check it or leave it empty.',
      JA: '招待コードが正しくありません。確認するか、空欄のままにしてください。',
    },
  },
  in_need_true_account: {
    status: 403,
    message: {
      EN: 'Please register a real account to use this feature.',
      JA: 'この機能を利用するには正式なアカウントを登録してください。',
    },
  },
  too_many_requests: {
    status: 429,
    message: {
      EN: 'Too many requests, please retry after 5 minutes.',
      JA: 'リクエストが多すぎます。5分後に再度お試しください。',
    },
  },
  info_maintenance: {
    status: 503,
    message: { EN: 'The system is under maintenance.', JA: 'システムメンテナンス中です。' },
  },
  info_ip_block: {
    status: 403,
    message: {
      EN: 'Access is restricted from your location or IP address.',
      JA: 'お客様の地域またはIPアドレスからのアクセスは制限されています。',
    },
  },
  encryption_required: {
    status: 400,
    message: { EN: 'This request must be encrypted.', JA: 'このリクエストは暗号化が必要です。' },
  },
  /**
   * An encrypted body sealed outside `SEALED_REQUEST_WINDOW_MS` of the gateway's clock: an old
   * captured body, or a device clock that is off. `value.serverTime` is the gateway's time in ms.
   */
  request_stale: {
    status: 400,
    message: {
      EN: 'This request is too old to be accepted. Please check the date and time of your device and try again.',
      JA: 'リクエストの有効期限が切れています。端末の日付と時刻をご確認のうえ、もう一度お試しください。',
    },
  },
  /** An encrypted body whose nonce the gateway has already accepted: a replayed request. */
  request_replayed: {
    status: 409,
    message: {
      EN: 'This request has already been received. Please try again.',
      JA: 'このリクエストはすでに受け付けられています。もう一度お試しください。',
    },
  },
  phone_format_invalid: {
    status: 422,
    message: { EN: 'Invalid phone number format.', JA: '電話番号の形式が正しくありません。' },
  },
  verification_code_required: {
    status: 422,
    message: { EN: 'Please enter the verification code.', JA: '認証コードを入力してください。' },
  },
  verification_code_invalid: {
    status: 422,
    message: { EN: 'Invalid verification code.', JA: '認証コードが正しくありません。' },
  },
  verification_code_expired: {
    status: 422,
    message: {
      EN: 'The verification code has expired. Please request a new one.',
      JA: '認証コードの有効期限が切れました。再送信してください。',
    },
  },
  code_delivery_failed: {
    status: 502,
    message: {
      EN: 'The code could not be sent. Please try again or contact customer service.',
      JA: '認証コードを送信できませんでした。再度お試しいただくか、カスタマーサービスにお問い合わせください。',
    },
  },
  mobile_taken: {
    status: 409,
    message: {
      EN: 'This mobile number is already registered. Please log in.',
      JA: 'この電話番号は登録済みです。ログインしてください。',
    },
  },
  /**
   * Registration with a phone-verification provider's token (`firebaseIdToken`) that the provider
   * does not accept: forged, expired, another project's, another channel's, or another number's.
   */
  phone_verification_failed: {
    status: 422,
    message: {
      EN: 'Phone verification failed. Please verify your number again.',
      JA: '電話番号の認証に失敗しました。もう一度認証してください。',
    },
  },
  /** The phone-verification provider could not be asked (its keys could not be fetched). */
  phone_verification_unavailable: {
    status: 503,
    message: {
      EN: 'Phone verification is unavailable right now. Please try again later.',
      JA: '現在、電話番号の認証を利用できません。しばらくしてから再度お試しください。',
    },
  },
  /** Single-wallet mode and vendors keeping their own wallet exclude each other; `value.vendors` names those. */
  single_wallet_conflict: {
    status: 409,
    message: {
      EN: 'Single-wallet mode needs every vendor on the main (seamless) wallet. Switch the vendors that keep their own wallet, or turn single-wallet mode off.',
      JA: 'シングルウォレットモードでは、すべてのベンダーがメインウォレット（シームレス）を使う必要があります。独自のウォレットを持つベンダーを切り替えるか、シングルウォレットモードをオフにしてください。',
    },
  },
  feature_disabled: {
    status: 403,
    message: {
      EN: 'Operation not allowed, please contact customer service.',
      JA: 'この操作は許可されていません。カスタマーサービスにお問い合わせください。',
    },
  },
  login_verification_required: {
    status: 403,
    message: {
      EN: 'Please confirm it is you to finish logging in.',
      JA: 'ログインを完了するため、ご本人確認をお願いします。',
    },
  },
  bank_account_name_incorrect: {
    status: 422,
    message: {
      EN: 'The bank account name does not match.',
      JA: '口座名義が一致しません。',
    },
  },
  reset_link_invalid: {
    status: 400,
    message: {
      EN: 'This reset link is invalid or has expired. Please request a new one.',
      JA: 'このリセットリンクは無効か期限切れです。もう一度リクエストしてください。',
    },
  },
  social_login_failed: {
    status: 400,
    message: {
      EN: 'Signing in with this provider did not work. Please try again.',
      JA: '外部アカウントでのログインに失敗しました。もう一度お試しください。',
    },
  },
  social_account_not_linked: {
    status: 404,
    message: {
      EN: 'This account is not linked yet. Link it to your account or create a new one.',
      JA: 'このアカウントはまだ連携されていません。既存のアカウントに連携するか、新規登録してください。',
    },
  },
  social_account_linked_elsewhere: {
    status: 409,
    message: {
      EN: 'This provider account is already linked to another member.',
      JA: 'この外部アカウントは別の会員に連携済みです。',
    },
  },
  contract_kind_disabled: {
    status: 403,
    message: { EN: 'This contract type is not offered.', JA: 'この契約種別は提供されていません。' },
  },
  contract_exists: {
    status: 409,
    message: {
      EN: 'This downline already has a contract of this type for this product.',
      JA: 'この下位には同じ商品の同じ種別の契約がすでにあります。',
    },
  },
  contract_upline_unsigned: {
    status: 409,
    message: {
      EN: 'You need your own signed contract of this type before offering one.',
      JA: '契約を提示するには、ご自身がこの種別の契約を締結している必要があります。',
    },
  },
  contract_not_changeable: {
    status: 409,
    message: {
      EN: 'This contract cannot be changed in its current status.',
      JA: '現在の状態ではこの契約を変更できません。',
    },
  },
  contract_no_change: {
    status: 409,
    message: { EN: 'No change detected.', JA: '変更がありません。' },
  },
  contract_not_waiting: {
    status: 409,
    message: {
      EN: 'This contract is not waiting for your answer.',
      JA: 'この契約はあなたの回答を待っていません。',
    },
  },
  /** Accepting would leave a downline contract with a higher rate: the caller confirms they end (spec section 4). */
  contract_downline_higher_rate: {
    status: 409,
    message: {
      EN: 'Accepting ends the contracts of your downlines whose rate is higher than the new one.',
      JA: '承認すると、新しい料率より高い料率の下位契約は自動的に終了します。',
    },
  },
  settlement_not_pending: {
    status: 409,
    message: {
      EN: 'This payout is no longer waiting for approval.',
      JA: 'この支払いはすでに承認待ちではありません。',
    },
  },
  settlement_period_open: {
    status: 409,
    message: { EN: 'This period has not ended yet.', JA: 'この期間はまだ終了していません。' },
  },
  reward_already_claimed: {
    status: 409,
    message: {
      EN: 'This reward has already been claimed.',
      JA: 'この報酬はすでに受け取り済みです。',
    },
  },
  reward_expired: {
    status: 409,
    message: {
      EN: 'This reward has expired.',
      JA: 'この報酬は有効期限が切れています。',
    },
  },
  /** The unmet conditions are in `value.conditions` ({condition, actual, required}). */
  reward_not_eligible: {
    status: 409,
    message: {
      EN: 'You do not meet the conditions for this reward yet.',
      JA: 'この報酬の受け取り条件をまだ満たしていません。',
    },
  },
  /** A reward, event or promotion budget would be exceeded: nothing was paid. */
  reward_budget_exhausted: {
    status: 409,
    message: {
      EN: 'All the prizes of this event have been given out.',
      JA: 'このイベントの賞品はすべて配布されました。',
    },
  },
  reward_limit_reached: {
    status: 409,
    message: {
      EN: 'This reward has already been claimed from this device or network.',
      JA: 'この端末またはネットワークからはすでに受け取られています。',
    },
  },
  promotion_not_open: {
    status: 409,
    message: {
      EN: 'This promotion is not open for entries.',
      JA: 'このプロモーションは現在受け付けていません。',
    },
  },
  promotion_already_joined: {
    status: 409,
    message: {
      EN: 'You have already joined or applied to this promotion.',
      JA: 'このプロモーションにはすでに参加または申請済みです。',
    },
  },
  application_not_pending: {
    status: 409,
    message: {
      EN: 'This application has already been reviewed.',
      JA: 'この申請はすでに審査済みです。',
    },
  },
  promo_code_invalid: {
    status: 404,
    message: {
      EN: 'This promo code does not exist or has ended.',
      JA: 'このプロモコードは存在しないか、終了しています。',
    },
  },
  sign_in_done_today: {
    status: 409,
    message: {
      EN: 'You have already signed in today.',
      JA: '本日はすでにサインイン済みです。',
    },
  },
  ticket_already_opened: {
    status: 409,
    message: {
      EN: 'This ticket has already been opened.',
      JA: 'このチケットはすでに開封済みです。',
    },
  },
  raffle_not_open: {
    status: 409,
    message: {
      EN: 'This event is not open right now.',
      JA: 'このイベントは現在開催されていません。',
    },
  },
  mission_target_not_reached: {
    status: 409,
    message: {
      EN: 'This milestone has not been reached yet.',
      JA: 'このマイルストーンはまだ達成されていません。',
    },
  },
  rebate_nothing_to_claim: {
    status: 409,
    message: {
      EN: 'There is no rebate to claim.',
      JA: '受け取れるリベートはありません。',
    },
  },
  /** One claim per settlement date (spec: manualRebate). */
  rebate_already_claimed: {
    status: 409,
    message: {
      EN: "Today's rebate has already been claimed.",
      JA: '本日のリベートはすでに受け取り済みです。',
    },
  },
  /** The amount that can be withdrawn now is in `value.withdrawable` (decimal string). */
  withdrawal_turnover_unmet: {
    status: 409,
    message: {
      EN: 'The bonus part of your balance can be withdrawn once its turnover requirement is met.',
      JA: 'ボーナスの出金条件（ターンオーバー）を達成するまで、ボーナス分は出金できません。',
    },
  },
  bonus_not_active: {
    status: 409,
    message: {
      EN: 'This bonus is no longer active.',
      JA: 'このボーナスはすでに有効ではありません。',
    },
  },
  // vip (issue 26)
  vip_rank_limit: {
    status: 409,
    message: { EN: 'No more VIP ranks can be added.', JA: 'これ以上VIPランクを追加できません。' },
  },
  vip_rank_in_use: {
    status: 409,
    message: {
      EN: 'Only the highest rank can be removed, and only while no member holds it.',
      JA: '削除できるのは最上位のランクのみで、保有中の会員がいない場合に限ります。',
    },
  },
  // points earning (issue 26): buying points with cash
  /** The operator has not opened buying points. */
  points_purchase_closed: {
    status: 409,
    message: { EN: 'Buying points is not available.', JA: '現在ポイントは購入できません。' },
  },
  /** Outside the purchase limits, in `value.minPoints` and `value.maxPoints`. */
  points_purchase_limit: {
    status: 422,
    message: {
      EN: 'The number of points is outside the purchase limits.',
      JA: 'ポイント数が購入できる範囲外です。',
    },
  },
  /** Bonus money still under a turnover requirement buys no points; `value.withdrawable` is what may be spent. */
  points_purchase_turnover_unmet: {
    status: 409,
    message: {
      EN: 'The bonus part of your balance can buy points once its turnover requirement is met.',
      JA: 'ボーナスの出金条件（ターンオーバー）を達成するまで、ボーナス分でポイントは購入できません。',
    },
  },
  unknown_error: {
    status: 500,
    message: {
      EN: 'Unknown error, please try again later.',
      JA: '不明なエラーです。しばらくしてから再度お試しください。',
    },
  },
  // Points mall (issue 26, slice points-mall).
  /** The item does not exist or is not on sale. */
  point_mall_item_unavailable: {
    status: 404,
    message: {
      EN: 'This item is not available.',
      JA: 'この商品は現在交換できません。',
    },
  },
  /** Fewer units left than asked for; nothing was taken. */
  point_mall_out_of_stock: {
    status: 409,
    message: {
      EN: 'This item is out of stock.',
      JA: 'この商品は在庫切れです。',
    },
  },
  point_mall_no_mixed_price: {
    status: 409,
    message: {
      EN: 'This item can only be redeemed with points.',
      JA: 'この商品はポイントのみで交換できます。',
    },
  },
  /** Only approved goods not shipped yet can be shipped. */
  point_mall_not_shippable: {
    status: 409,
    message: {
      EN: 'Only approved goods that have not been shipped can be shipped.',
      JA: '発送できるのは承認済みで未発送の商品のみです。',
    },
  },
  // Lottery console (issue 27): the lottery vendor's admin calls.
  /** The vendor is not a lottery vendor (no lottery API) or unknown. */
  lottery_vendor_unknown: {
    status: 404,
    message: {
      EN: 'This vendor runs no lottery.',
      JA: 'このベンダーは宝くじを提供していません。',
    },
  },
  /** The lottery vendor did not answer in time, or answered what does not read. */
  lottery_vendor_unavailable: {
    status: 502,
    message: {
      EN: 'The lottery vendor is not answering. Please try again shortly.',
      JA: '宝くじベンダーが応答していません。しばらくしてから再度お試しください。',
    },
  },
  /** The vendor refused the call for a reason the platform does not know. */
  lottery_vendor_refused: {
    status: 409,
    message: {
      EN: 'The lottery vendor refused this change.',
      JA: '宝くじベンダーがこの操作を受け付けませんでした。',
    },
  },
  lottery_game_not_found: {
    status: 404,
    message: {
      EN: 'The vendor does not know this lottery game.',
      JA: 'この宝くじゲームはベンダーに存在しません。',
    },
  },
  lottery_draw_not_found: {
    status: 404,
    message: { EN: 'The vendor does not know this draw.', JA: 'この抽選回はベンダーに存在しません。' },
  },
  lottery_bet_type_unknown: {
    status: 404,
    message: { EN: 'This game has no such bet type.', JA: 'このゲームにその賭け方はありません。' },
  },
  lottery_settings_invalid: {
    status: 422,
    message: {
      EN: 'The vendor refused these odds and limits. Check that the minimum stake is not above the maximum.',
      JA: 'ベンダーがこのオッズと上限を受け付けませんでした。最小賭け金が最大賭け金を超えていないかご確認ください。',
    },
  },
  /** Results are entered only for the regional (Vietnamese) draws; the fast draws draw themselves. */
  lottery_not_regional: {
    status: 409,
    message: {
      EN: 'Results are entered only for regional draws.',
      JA: '結果を入力できるのは地域抽選のみです。',
    },
  },
  lottery_draw_not_due: {
    status: 409,
    message: {
      EN: 'This draw has not taken place yet; its result can be entered after the draw time.',
      JA: 'この抽選はまだ行われていません。抽選時刻の後に結果を入力できます。',
    },
  },
  lottery_draw_already_drawn: {
    status: 409,
    message: {
      EN: 'This draw’s result is already confirmed.',
      JA: 'この抽選回の結果はすでに確定しています。',
    },
  },
  lottery_draw_cancelled: {
    status: 409,
    message: { EN: 'This draw has been cancelled.', JA: 'この抽選回は取り消されています。' },
  },
  lottery_draw_settled: {
    status: 409,
    message: {
      EN: 'This draw’s orders are already paid; it can no longer be cancelled.',
      JA: 'この抽選回の注文は支払い済みのため、取り消せません。',
    },
  },
  lottery_result_invalid: {
    status: 422,
    message: {
      EN: 'The result does not match the prize table of this draw’s region.',
      JA: '結果がこの抽選地域の賞金表と一致しません。',
    },
  },
  lottery_result_missing: {
    status: 409,
    message: {
      EN: 'No result has been entered for this draw yet.',
      JA: 'この抽選回の結果はまだ入力されていません。',
    },
  },
  /** The result was entered again after the entry the staff member reviewed: they confirm what they saw only. */
  lottery_result_changed: {
    status: 409,
    message: {
      EN: 'The result was changed after you opened it. Review the new result before confirming.',
      JA: '確認画面を開いた後に結果が変更されました。新しい結果を確認してから確定してください。',
    },
  },
  /** The staff member who entered a result may not confirm it. */
  lottery_second_staff_required: {
    status: 409,
    message: {
      EN: 'You entered this result: a second staff member must confirm it.',
      JA: 'この結果はあなたが入力したため、別のスタッフが確認する必要があります。',
    },
  },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const errorMessage = (code: ErrorCode, language: Language): string =>
  ERROR_CATALOGUE[code].message[language];
