import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  POINT_MALL_CATEGORIES,
  POINT_MALL_ITEM_KINDS,
  POINT_REDEMPTION_STATUSES,
  type PointMallCategory,
  type PointMallItemAdmin,
  type PointMallItemKind,
  type PointRedemptionAdmin,
  type PointRedemptionStatus,
} from '@platform/contract';
import { Badge } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import type { Column } from '@platform/ui/data-table.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { Checkbox, SelectField, TextField } from '@platform/ui/field.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useCan } from '../../../shared/api/get-me.ts';
import { errorText } from '../../../shared/lib/form.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import type { ImageEditor } from '../../../shared/ui/image-editor.ts';
import { FilterSelect, PanelTable, TabbedPage } from '../../../shared/ui/tabbed-page.tsx';
import {
  useAdjustStock,
  useDecideRedemption,
  usePointMallItems,
  usePointRedemptions,
  useSavePointMallItem,
} from '../api/point-mall.ts';

const TABS = ['redemptions', 'items'] as const;
const TONES = { P: 'info', R: 'danger', A: 'success' } as const;

/**
 * `/rewards/points-mall`: the review of members' redemptions, and the items with their stock; an
 * item's picture goes through `Image`, the console's media uploader. Changes are audited.
 */
export function PointMallAdminPage({ Image }: { Image: ImageEditor }) {
  const { t } = useTranslation();
  return (
    <TabbedPage
      title={t('pointMall.title')}
      description={t('pointMall.description')}
      tabs={TABS}
      labelOf={(tab) => t(`pointMall.tabs.${tab}`)}
    >
      {(tab) => (tab === 'redemptions' ? <RedemptionsPanel /> : <ItemsPanel Image={Image} />)}
    </TabbedPage>
  );
}

type Decision = { row: PointRedemptionAdmin; action: 'approve' | 'ship' | 'reject' };

function DecisionDialog({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useDecideRedemption();
  const [text, setText] = useState('');
  const isRequired = decision.action !== 'approve';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await decide.mutateAsync({ id: decision.row.id, action: decision.action, text: text.trim() });
    onClose();
  };
  return (
    <Dialog
      title={t(`pointMall.decide.${decision.action}Title`, { referenceNo: decision.row.referenceNo })}
      size="sm"
      onClose={onClose}
      isDismissible={!decide.isPending}
    >
      <form className="form" noValidate onSubmit={(event) => void submit(event).catch(() => undefined)}>
        <FormAlert message={decide.error ? errorText(decide.error, t) : undefined} />
        <TextField
          label={t(`pointMall.decide.${decision.action}Text`)}
          value={text}
          maxLength={200}
          isRequired={isRequired}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="dialog__actions">
          <Button type="button" variant="secondary" onClick={onClose} disabled={decide.isPending}>
            {t('pointMall.cancel')}
          </Button>
          <Button
            type="submit"
            variant={decision.action === 'reject' ? 'danger' : 'primary'}
            isBusy={decide.isPending}
            disabled={isRequired && text.trim() === ''}
          >
            {t(`pointMall.decide.${decision.action}`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function RedemptionsPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const canWrite = useCan('rewards.write');
  const [status, setStatus] = useState<PointRedemptionStatus | ''>('P');
  const [account, setAccount] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [decision, setDecision] = useState<Decision | null>(null);
  const page = usePointRedemptions({
    status: status === '' ? undefined : status,
    account: account.trim() === '' ? undefined : account.trim(),
    pageNum,
  });
  const columns: Column<PointRedemptionAdmin>[] = [
    { key: 'ref', header: t('pointMall.col.referenceNo'), kind: 'nowrap', render: (row) => row.referenceNo },
    { key: 'at', header: t('pointMall.col.createdAt'), kind: 'nowrap', render: (row) => row.createdAt },
    { key: 'account', header: t('pointMall.col.account'), render: (row) => row.account },
    { key: 'item', header: t('pointMall.col.item'), kind: 'wide', render: (row) => row.itemName[language] },
    {
      key: 'status',
      header: t('pointMall.col.status'),
      render: (row) => <Badge tone={TONES[row.status]}>{t(`pointMall.status.${row.status}`)}</Badge>,
    },
    { key: 'kind', header: t('pointMall.col.kind'), render: (row) => t(`pointMall.kinds.${row.kind}`) },
    { key: 'qty', header: t('pointMall.col.quantity'), kind: 'num', render: (row) => row.quantity },
    { key: 'points', header: t('pointMall.col.points'), kind: 'num', render: (row) => row.points },
    { key: 'amount', header: t('pointMall.col.amount'), kind: 'num', render: (row) => row.amount },
    {
      key: 'receiver',
      header: t('pointMall.col.receiver'),
      kind: 'note',
      render: (row) =>
        row.receiverName === null
          ? (row.redeemAmount ?? '—')
          : `${row.receiverName} / ${row.receiverAddress ?? ''} / ${row.receiverPhone ?? ''}`,
    },
    {
      key: 'remark',
      header: t('pointMall.col.remark'),
      kind: 'note',
      render: (row) =>
        `${row.remark ?? ''}${row.shippedAt ? ` (${t('pointMall.shippedAt', { at: row.shippedAt })})` : ''}`,
    },
    {
      key: 'actions',
      header: t('pointMall.col.actions'),
      kind: 'actions',
      render: (row) =>
        canWrite && (
          <span className="tabbed-page__actions">
            {row.status === 'P' && (
              <>
                <Button size="sm" onClick={() => setDecision({ row, action: 'approve' })}>
                  {t('pointMall.decide.approve')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDecision({ row, action: 'reject' })}>
                  {t('pointMall.decide.reject')}
                </Button>
              </>
            )}
            {row.status === 'A' && row.kind === 'GOODS' && row.shippedAt === null && (
              <Button size="sm" variant="secondary" onClick={() => setDecision({ row, action: 'ship' })}>
                {t('pointMall.decide.ship')}
              </Button>
            )}
          </span>
        ),
    },
  ];
  return (
    <section className="card tabbed-page__panel">
      <div className="tabbed-page__toolbar">
        <FilterSelect
          label={t('pointMall.col.status')}
          value={status}
          values={POINT_REDEMPTION_STATUSES}
          labelOf={(value) => t(`pointMall.status.${value}`)}
          onChange={(value) => {
            setStatus(value);
            setPageNum(1);
          }}
        />
        <TextField
          label={t('pointMall.col.account')}
          value={account}
          onChange={(event) => {
            setAccount(event.target.value);
            setPageNum(1);
          }}
        />
      </div>
      <PanelTable
        caption={t('pointMall.tabs.redemptions')}
        columns={columns}
        list={page}
        rowKey={(row) => row.id}
      />
      {page.data && page.data.totalPages > 1 && (
        <Pagination
          pageNum={pageNum}
          total={page.data.total}
          totalPages={page.data.totalPages}
          onChange={setPageNum}
        />
      )}
      {decision && <DecisionDialog decision={decision} onClose={() => setDecision(null)} />}
    </section>
  );
}

interface ItemDraft {
  category: PointMallCategory;
  kind: PointMallItemKind;
  nameJa: string;
  nameEn: string;
  descriptionJa: string;
  descriptionEn: string;
  imageUrl: string;
  pointsPrice: string;
  mixedPoints: string;
  mixedMoney: string;
  cashValue: string;
  stock: string;
  enabled: boolean;
}

const draftOf = (row: PointMallItemAdmin | null): ItemDraft => ({
  category: row?.category ?? 'GIFT',
  kind: row?.kind ?? 'GOODS',
  nameJa: row?.name.JA ?? '',
  nameEn: row?.name.EN ?? '',
  descriptionJa: row?.description.JA ?? '',
  descriptionEn: row?.description.EN ?? '',
  imageUrl: row?.imageUrl ?? '',
  pointsPrice: row ? String(row.pointsPrice) : '',
  mixedPoints: row?.mixedPoints === null || row === null ? '' : String(row.mixedPoints),
  mixedMoney: row?.mixedMoney ?? '',
  cashValue: row?.cashValue ?? '',
  stock: row ? String(row.stock) : '0',
  enabled: row?.enabled ?? true,
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

function ItemDialog({
  row,
  Image,
  onClose,
}: {
  row: PointMallItemAdmin | null;
  Image: ImageEditor;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSavePointMallItem();
  const [draft, setDraft] = useState(() => draftOf(row));
  const set = <K extends keyof ItemDraft>(key: K, value: ItemDraft[K]) =>
    setDraft((old) => ({ ...old, [key]: value }));
  const mixedPoints = orNull(draft.mixedPoints);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save.mutateAsync({
      id: row?.id ?? null,
      body: {
        category: draft.category,
        kind: draft.kind,
        name: { JA: draft.nameJa, EN: draft.nameEn },
        description: { JA: draft.descriptionJa, EN: draft.descriptionEn },
        imageUrl: draft.imageUrl,
        pointsPrice: Number(draft.pointsPrice),
        mixedPoints: mixedPoints === null ? null : Number(mixedPoints),
        mixedMoney: orNull(draft.mixedMoney),
        cashValue: draft.kind === 'GAME_MONEY' ? orNull(draft.cashValue) : null,
        stock: Number(draft.stock),
        enabled: draft.enabled,
      },
    });
    onClose();
  };
  const text = (key: keyof ItemDraft, label: string, props: { type?: string; isRequired?: boolean } = {}) => (
    <TextField
      label={label}
      value={String(draft[key])}
      isRequired={props.isRequired ?? false}
      {...(props.type ? { type: props.type } : {})}
      onChange={(event) => set(key, event.target.value as never)}
    />
  );
  return (
    <Dialog
      title={row ? t('pointMall.items.editTitle') : t('pointMall.items.createTitle')}
      size="lg"
      onClose={onClose}
      isDismissible={!save.isPending}
    >
      <form className="form" noValidate onSubmit={(event) => void submit(event).catch(() => undefined)}>
        <FormAlert message={save.error ? errorText(save.error, t) : undefined} />
        <div className="grid grid--pair">
          <SelectField
            label={t('pointMall.col.category')}
            value={draft.category}
            options={POINT_MALL_CATEGORIES.map((value) => ({
              value,
              label: t(`pointMall.category.${value}`),
            }))}
            onChange={(event) => set('category', event.target.value as PointMallCategory)}
          />
          <SelectField
            label={t('pointMall.col.kind')}
            value={draft.kind}
            options={POINT_MALL_ITEM_KINDS.map((value) => ({ value, label: t(`pointMall.kinds.${value}`) }))}
            onChange={(event) => set('kind', event.target.value as PointMallItemKind)}
          />
          {text('nameJa', t('pointMall.items.nameJa'), { isRequired: true })}
          {text('nameEn', t('pointMall.items.nameEn'), { isRequired: true })}
          {text('descriptionJa', t('pointMall.items.descriptionJa'), { isRequired: true })}
          {text('descriptionEn', t('pointMall.items.descriptionEn'), { isRequired: true })}
        </div>
        <Image
          label={t('pointMall.items.image')}
          value={draft.imageUrl === '' ? null : draft.imageUrl}
          onChange={(url) => set('imageUrl', url ?? '')}
          error={save.error instanceof ApiError ? save.error.fieldErrors.imageUrl : undefined}
        />
        <div className="grid grid--pair">
          {text('pointsPrice', t('pointMall.items.pointsPrice'), { type: 'number', isRequired: true })}
          {row === null && text('stock', t('pointMall.items.stock'), { type: 'number', isRequired: true })}
          {text('mixedPoints', t('pointMall.items.mixedPoints'), { type: 'number' })}
          {text('mixedMoney', t('pointMall.items.mixedMoney'))}
          {draft.kind === 'GAME_MONEY' &&
            text('cashValue', t('pointMall.items.cashValue'), { isRequired: true })}
        </div>
        <Checkbox
          label={t('pointMall.items.enabled')}
          checked={draft.enabled}
          onChange={(event) => set('enabled', event.target.checked)}
        />
        <div className="dialog__actions">
          <Button type="button" variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('pointMall.cancel')}
          </Button>
          <Button type="submit" isBusy={save.isPending}>
            {t('pointMall.items.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function StockDialog({ row, onClose }: { row: PointMallItemAdmin; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const adjust = useAdjustStock();
  const [delta, setDelta] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await adjust.mutateAsync({ id: row.id, delta: Number(delta) });
    onClose();
  };
  return (
    <Dialog title={t('pointMall.items.stockTitle', { name: row.name[language] })} size="sm" onClose={onClose}>
      <form className="form" noValidate onSubmit={(event) => void submit(event).catch(() => undefined)}>
        <FormAlert message={adjust.error ? errorText(adjust.error, t) : undefined} />
        <p>{t('pointMall.items.stockNow', { count: row.stock })}</p>
        <TextField
          label={t('pointMall.items.delta')}
          hint={t('pointMall.items.deltaHint')}
          type="number"
          value={delta}
          onChange={(event) => setDelta(event.target.value)}
        />
        <div className="dialog__actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('pointMall.cancel')}
          </Button>
          <Button
            type="submit"
            isBusy={adjust.isPending}
            disabled={!/^-?\d+$/.test(delta) || Number(delta) === 0}
          >
            {t('pointMall.items.applyStock')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ItemsPanel({ Image }: { Image: ImageEditor }) {
  const { t } = useTranslation();
  const canWrite = useCan('rewards.write');
  const items = usePointMallItems();
  const [editing, setEditing] = useState<PointMallItemAdmin | 'new' | null>(null);
  const [stocking, setStocking] = useState<PointMallItemAdmin | null>(null);
  const columns: Column<PointMallItemAdmin>[] = [
    { key: 'id', header: 'ID', render: (row) => row.id },
    {
      key: 'name',
      header: t('pointMall.col.item'),
      kind: 'wide',
      render: (row) => `${row.name.JA} / ${row.name.EN}`,
    },
    {
      key: 'category',
      header: t('pointMall.col.category'),
      render: (row) => t(`pointMall.category.${row.category}`),
    },
    { key: 'kind', header: t('pointMall.col.kind'), render: (row) => t(`pointMall.kinds.${row.kind}`) },
    {
      key: 'price',
      header: t('pointMall.col.price'),
      kind: 'nowrap',
      render: (row) =>
        row.mixedPoints === null
          ? `${row.pointsPrice} pt`
          : `${row.pointsPrice} pt | ${row.mixedPoints} pt + ${row.mixedMoney ?? ''}`,
    },
    { key: 'stock', header: t('pointMall.col.stock'), kind: 'num', render: (row) => row.stock },
    { key: 'redeemed', header: t('pointMall.col.redeemed'), kind: 'num', render: (row) => row.redeemed },
    {
      key: 'enabled',
      header: t('pointMall.col.enabled'),
      render: (row) => (
        <Badge tone={row.enabled ? 'success' : 'neutral'}>
          {row.enabled ? t('pointMall.items.onSale') : t('pointMall.items.offSale')}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('pointMall.col.actions'),
      kind: 'actions',
      render: (row) =>
        canWrite && (
          <span className="tabbed-page__actions">
            <Button size="sm" variant="secondary" onClick={() => setEditing(row)}>
              {t('pointMall.items.edit')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setStocking(row)}>
              {t('pointMall.items.stockButton')}
            </Button>
          </span>
        ),
    },
  ];
  return (
    <section className="card tabbed-page__panel">
      {canWrite && (
        <div className="tabbed-page__toolbar">
          <Button onClick={() => setEditing('new')}>{t('pointMall.items.create')}</Button>
        </div>
      )}
      <PanelTable
        caption={t('pointMall.tabs.items')}
        columns={columns}
        list={items}
        rowKey={(row) => row.id}
      />
      {editing && (
        <ItemDialog row={editing === 'new' ? null : editing} Image={Image} onClose={() => setEditing(null)} />
      )}
      {stocking && <StockDialog row={stocking} onClose={() => setStocking(null)} />}
    </section>
  );
}
