import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QRCodeSVG } from 'qrcode.react';
import {
  REFERRAL_CODE_PARAM,
  REFERRAL_SHARE_SCALE,
  type ReferralIncome,
  type ReferralInvitee,
  type ReferralInviteeStatus,
  type ReferralOverview,
  type ReferralRecord,
} from '@platform/contract';
import { Badge, type BadgeTone } from '@platform/ui/badge.tsx';
import { REWARD_STATUS_TONES } from '@platform/ui/contract-tones.ts';
import { CopyButton } from '@platform/ui/copy-button.tsx';
import { cx } from '@platform/ui/cx.ts';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { MEMBER_PAGES, paths } from '../../../shared/config/paths.ts';
import { formatAmount } from '../../../shared/lib/format.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { useReferralInvitees, useReferralOverview, useReferralRecords } from '../api/referral.ts';
import './referral.css';

const TABS = ['overview', 'rewards', 'income', 'records', 'invitees'] as const;
type Tab = (typeof TABS)[number];
const PAGE_SIZE = 10;

const STATUS_TONES: Record<ReferralInviteeStatus, BadgeTone> = {
  QUALIFIED: 'success',
  NOT_QUALIFIED: 'neutral',
  FAILED: 'danger',
  DUPLICATE_PHONE: 'warning',
};

/** A share in hundredths of a percent as percent text: 150 → "1.5". */
const percent = (share: number) => String(share / (REFERRAL_SHARE_SCALE / 100));

/** The invite link: the registration page with the member's code. */
const inviteLink = (code: string) =>
  `${window.location.origin}${paths.register.getHref()}?${REFERRAL_CODE_PARAM}=${encodeURIComponent(code)}`;

/** "¥1,000.00" for texts that carry an amount. */
const useMoneyText = () => {
  const { symbol } = useSiteConfig().currency;
  return (amount: string) => `${symbol}${formatAmount(amount)}`;
};

/** Details: totals, the link and its QR code. */
function OverviewPanel({ overview }: { overview: ReferralOverview }) {
  const { t } = useTranslation();
  const link = inviteLink(overview.code);
  const figures = [
    { key: 'invitations', label: t('referral.overview.invitations'), value: overview.invitations },
    { key: 'qualified', label: t('referral.overview.qualified'), value: overview.qualified },
    { key: 'depositing', label: t('referral.overview.depositing'), value: overview.depositing },
  ];
  return (
    <div className="referral__overview">
      <section className="card referral__share" aria-labelledby="referral-link-title">
        <h2 className="referral__heading" id="referral-link-title">
          {t('referral.overview.linkTitle')}
        </h2>
        <p className="referral__muted">{t('referral.overview.linkLead')}</p>
        <div className="referral__share-body">
          <QRCodeSVG value={link} size={132} title={t('referral.overview.qr')} className="referral__qr" />
          <div className="referral__link-box">
            <span className="referral__label">{t('referral.overview.code')}</span>
            <span className="referral__code" data-testid="referral-code">
              {overview.code}
            </span>
            <span className="referral__label">{t('referral.overview.link')}</span>
            <span className="referral__link" data-testid="referral-link">
              {link}
            </span>
            <CopyButton text={link} label={t('referral.overview.copy')} />
          </div>
        </div>
      </section>
      <section className="referral__figures" aria-label={t('referral.overview.totals')}>
        {figures.map((figure) => (
          <div key={figure.key} className="referral__figure">
            <span className="referral__label">{figure.label}</span>
            <span className="referral__figure-value">{figure.value}</span>
          </div>
        ))}
        <div className="referral__figure">
          <span className="referral__label">{t('referral.overview.totalPrize')}</span>
          <Money amount={overview.totalPrize} className="referral__figure-value" />
        </div>
        <div className="referral__figure">
          <span className="referral__label">{t('referral.overview.incomeToday')}</span>
          <Money amount={overview.incomeToday} className="referral__figure-value" />
        </div>
      </section>
      {overview.pendingClaims > 0 && (
        <p className="referral__claim-note">
          {t('referral.overview.pending', { count: overview.pendingClaims })}{' '}
          <Link to={paths.member.getHref(MEMBER_PAGES.rewardCenter)}>
            {t('referral.overview.claimThere')}
          </Link>
        </p>
      )}
    </div>
  );
}

/** The programme: how a friend qualifies and what the member earns. */
function RewardsPanel({ overview }: { overview: ReferralOverview }) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const p = overview.programme;
  const conditions = [
    t('referral.rules.firstDeposit', { amount: money(p.minFirstDeposit), days: p.qualifyDays }),
    p.minValidBet !== null &&
      t('referral.rules.validBet', { amount: money(p.minValidBet), days: p.qualifyDays }),
    p.uniquePhone && t('referral.rules.uniquePhone'),
    (p.refuseSameDevice || p.refuseSameIp) && t('referral.rules.otherDevice'),
  ].filter((line): line is string => typeof line === 'string');
  const rewards = [
    p.qualifiedReward !== null && t('referral.rules.qualifiedReward', { amount: money(p.qualifiedReward) }),
    p.groupSize !== null &&
      p.groupReward !== null &&
      t('referral.rules.groupReward', { amount: money(p.groupReward), count: p.groupSize }),
    p.firstDepositShare > 0 && t('referral.rules.depositShare', { rate: percent(p.firstDepositShare) }),
    p.betShare > 0 &&
      t('referral.rules.betShare', {
        rate: percent(p.betShare),
        period: t(`referral.periods.${p.betPeriod}`),
      }),
  ].filter((line): line is string => typeof line === 'string');
  return (
    <div className="referral__rules">
      {!overview.enabled && <p className="referral__paused">{t('referral.paused')}</p>}
      <section className="card">
        <h2 className="referral__heading">{t('referral.rules.qualifyTitle')}</h2>
        <ul className="referral__list">
          {conditions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section className="card">
        <h2 className="referral__heading">{t('referral.rules.rewardsTitle')}</h2>
        {rewards.length === 0 ? (
          <p className="referral__muted">{t('referral.rules.none')}</p>
        ) : (
          <ul className="referral__list">
            {rewards.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <p className="referral__muted">{t('referral.rules.claimNote')}</p>
      </section>
    </div>
  );
}

/** Income today and in total, per rule. */
function IncomePanel({ overview }: { overview: ReferralOverview }) {
  const { t } = useTranslation();
  const columns: Column<ReferralIncome>[] = [
    { key: 'rule', header: t('referral.income.rule'), render: (row) => t(`referral.ruleNames.${row.rule}`) },
    { key: 'count', header: t('referral.income.count'), kind: 'num', render: (row) => row.count },
    {
      key: 'today',
      header: t('referral.income.today'),
      kind: 'num',
      render: (row) => <Money amount={row.today} />,
    },
    {
      key: 'total',
      header: t('referral.income.total'),
      kind: 'num',
      render: (row) => <Money amount={row.total} />,
    },
  ];
  return (
    <DataTable
      caption={t('referral.tabs.income')}
      columns={columns}
      rows={overview.income}
      rowKey={(row) => row.rule}
      emptyText={t('referral.records.empty')}
    />
  );
}

/** The rewards granted, newest first. */
function RecordsPanel() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const records = useReferralRecords(pageNum, PAGE_SIZE);
  const columns: Column<ReferralRecord>[] = [
    { key: 'time', header: t('referral.records.time'), kind: 'nowrap', render: (row) => row.createdAt },
    { key: 'rule', header: t('referral.records.rule'), render: (row) => t(`referral.ruleNames.${row.rule}`) },
    {
      key: 'for',
      header: t('referral.records.for'),
      render: (row) =>
        row.invitee ??
        (row.rule === 'GROUP' ? t('referral.records.block', { n: row.period }) : (row.period ?? '')),
    },
    {
      key: 'amount',
      header: t('referral.records.amount'),
      kind: 'num',
      render: (row) => <Money amount={row.amount} />,
    },
    {
      key: 'claim',
      header: t('referral.records.claim'),
      render: (row) => (
        <Badge tone={REWARD_STATUS_TONES[row.claim]}>{t(`referral.claims.${row.claim}`)}</Badge>
      ),
    },
  ];
  if (!records.data) return <PageStatus error={records.error} onRetry={() => void records.refetch()} />;
  return (
    <>
      <DataTable
        caption={t('referral.tabs.records')}
        columns={columns}
        rows={records.data.list}
        rowKey={(row) => row.id}
        isLoading={records.isFetching}
        emptyText={t('referral.records.empty')}
      />
      {records.data.totalPages > 1 && (
        <Pagination
          pageNum={pageNum}
          total={records.data.total}
          totalPages={records.data.totalPages}
          onChange={setPageNum}
        />
      )}
    </>
  );
}

/** The invitation list: names masked, times, status. */
function InviteesPanel() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const invitees = useReferralInvitees(pageNum, PAGE_SIZE);
  const columns: Column<ReferralInvitee>[] = [
    { key: 'name', header: t('referral.invitees.name'), render: (row) => row.name },
    {
      key: 'registered',
      header: t('referral.invitees.registeredAt'),
      kind: 'nowrap',
      render: (row) => row.registeredAt,
    },
    {
      key: 'deposit',
      header: t('referral.invitees.firstDepositAt'),
      kind: 'nowrap',
      render: (row) => row.firstDepositAt ?? t('referral.invitees.noDeposit'),
    },
    {
      key: 'status',
      header: t('referral.invitees.status'),
      render: (row) => (
        <span className="referral__status">
          <Badge tone={STATUS_TONES[row.status]}>{t(`referral.statuses.${row.status}`)}</Badge>
          {row.failure && <span className="referral__muted">{t(`referral.failures.${row.failure}`)}</span>}
          {row.status === 'NOT_QUALIFIED' && (
            <span className="referral__muted">{t('referral.invitees.until', { day: row.qualifyUntil })}</span>
          )}
        </span>
      ),
    },
  ];
  if (!invitees.data) return <PageStatus error={invitees.error} onRetry={() => void invitees.refetch()} />;
  return (
    <>
      <DataTable
        caption={t('referral.tabs.invitees')}
        columns={columns}
        rows={invitees.data.list}
        rowKey={(row) => `${row.registeredAt}-${row.name}`}
        isLoading={invitees.isFetching}
        emptyText={t('referral.invitees.empty')}
      />
      {invitees.data.totalPages > 1 && (
        <Pagination
          pageNum={pageNum}
          total={invitees.data.total}
          totalPages={invitees.data.totalPages}
          onChange={setPageNum}
        />
      )}
    </>
  );
}

/**
 * Invite friends (spec: referral; reference section 12): tabs overview, rewards, income, records and
 * invitation list. Opening it brings the invitees' statuses and rewards up to date on the gateway.
 */
export function ReferralPage() {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<Tab>('overview');
  const overview = useReferralOverview();
  if (!overview.data) return <PageStatus error={overview.error} onRetry={() => void overview.refetch()} />;
  return (
    <div className="referral">
      <div className="tabs referral__tabs" role="tablist" aria-label={t('referral.title')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            className={cx('tabs__tab', tab === name && 'tabs__tab--active')}
            onClick={() => {
              setTab(name);
              // The other tabs' answers may have qualified an invitee since: the figures as they stand.
              void overview.refetch();
            }}
          >
            {t(`referral.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} className="referral__panel">
        {tab === 'overview' && <OverviewPanel overview={overview.data} />}
        {tab === 'rewards' && <RewardsPanel overview={overview.data} />}
        {tab === 'income' && <IncomePanel overview={overview.data} />}
        {tab === 'records' && <RecordsPanel />}
        {tab === 'invitees' && <InviteesPanel />}
      </div>
    </div>
  );
}
