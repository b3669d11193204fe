import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ISO_WEEKDAYS, TICKET_KINDS, TICKET_PRIZES_MAX, type TicketEventAdmin } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { Checkbox, SelectField, TextField } from '@platform/ui/field.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { errorText } from '../../../shared/lib/form.ts';
import { AgentTeamsField } from '../../../shared/ui/agent-teams-field.tsx';
import { EditableRows } from '../../../shared/ui/editable-rows.tsx';
import { useSaveTicketEvent } from '../api/tickets.ts';
import {
  PRIZE_KINDS_OF_TICKETS,
  RULE_KINDS,
  draftOf,
  emptyPrize,
  newDraft,
  oddsOf,
  toInput,
  type EventDraft,
  type PrizeDraft,
  type RuleDraft,
} from '../lib/event-draft.ts';

/**
 * Create or change a ticket event: kind, title, window (and the raffle schedule of a red
 * envelope), the prize table with weights and the odds members will see, budget, earning rules and
 * audience. The server checks it all and answers field errors.
 */
export function EventEditorDialog({
  event,
  onClose,
}: {
  event: TicketEventAdmin | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveTicketEvent();
  const [draft, setDraft] = useState<EventDraft>(() => (event ? draftOf(event) : newDraft(new Date())));
  const odds = oddsOf(draft.prizes);
  const set = (patch: Partial<EventDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setPrize = (index: number, patch: Partial<PrizeDraft>) =>
    set({ prizes: draft.prizes.map((prize, n) => (n === index ? { ...prize, ...patch } : prize)) });
  const setRule = (index: number, patch: Partial<RuleDraft>) =>
    set({ rules: draft.rules.map((rule, n) => (n === index ? { ...rule, ...patch } : rule)) });

  const submit = () => save.mutate({ id: event?.id ?? null, body: toInput(draft) }, { onSuccess: onClose });

  return (
    <Dialog title={event ? t('tickets.events.edit') : t('tickets.events.create')} onClose={onClose} size="lg">
      <form
        className="tickets-editor"
        onSubmit={(submitted) => {
          submitted.preventDefault();
          submit();
        }}
      >
        <div className="tickets-editor__row">
          <SelectField
            label={t('tickets.kind')}
            value={draft.kind}
            options={TICKET_KINDS.map((kind) => ({ value: kind, label: t(`tickets.kinds.${kind}`) }))}
            onChange={(changed) => set({ kind: changed.target.value as EventDraft['kind'] })}
          />
          <TextField
            label={t('tickets.events.titleJa')}
            value={draft.titleJa}
            maxLength={60}
            onChange={(changed) => set({ titleJa: changed.target.value })}
          />
          <TextField
            label={t('tickets.events.titleEn')}
            value={draft.titleEn}
            maxLength={60}
            onChange={(changed) => set({ titleEn: changed.target.value })}
          />
        </div>
        <div className="tickets-editor__row">
          <TextField
            label={t('tickets.events.startsAt')}
            type="datetime-local"
            value={draft.startsAt}
            onChange={(changed) => set({ startsAt: changed.target.value })}
          />
          <TextField
            label={t('tickets.events.endsAt')}
            type="datetime-local"
            value={draft.endsAt}
            onChange={(changed) => set({ endsAt: changed.target.value })}
          />
          <TextField
            label={t('tickets.events.budget')}
            inputMode="decimal"
            value={draft.budget}
            onChange={(changed) => set({ budget: changed.target.value })}
          />
        </div>
        {draft.kind === 'RED_ENVELOPE' && (
          <fieldset className="tickets-editor__group">
            <legend>{t('tickets.events.schedule')}</legend>
            <div className="tickets-editor__weekdays">
              {ISO_WEEKDAYS.map((day) => (
                <Checkbox
                  key={day}
                  label={t(`tickets.weekdays.${day}`)}
                  checked={draft.weekdays.includes(day)}
                  onChange={(changed) =>
                    set({
                      weekdays: changed.target.checked
                        ? [...draft.weekdays, day]
                        : draft.weekdays.filter((weekday) => weekday !== day),
                    })
                  }
                />
              ))}
            </div>
            <div className="tickets-editor__row">
              <TextField
                label={t('tickets.events.windowStart')}
                type="time"
                value={draft.start}
                onChange={(changed) => set({ start: changed.target.value })}
              />
              <TextField
                label={t('tickets.events.windowMinutes')}
                inputMode="numeric"
                value={draft.minutes}
                onChange={(changed) => set({ minutes: changed.target.value })}
              />
            </div>
          </fieldset>
        )}

        <fieldset className="tickets-editor__group">
          <legend>{t('tickets.events.prizes')}</legend>
          <table className="table tickets-prize-table">
            <thead>
              <tr>
                <th scope="col">{t('tickets.prize.kind')}</th>
                <th scope="col">{t('tickets.prize.value')}</th>
                <th scope="col">{t('tickets.prize.weight')}</th>
                <th scope="col">{t('tickets.prize.share')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('tickets.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {draft.prizes.map((prize, index) => (
                <tr key={index}>
                  <td>
                    <SelectField
                      label={t('tickets.prize.kind')}
                      isLabelHidden
                      value={prize.kind}
                      options={PRIZE_KINDS_OF_TICKETS.map((kind) => ({
                        value: kind,
                        label: t(`tickets.prizeKinds.${kind}`),
                      }))}
                      onChange={(changed) =>
                        setPrize(index, { kind: changed.target.value as PrizeDraft['kind'] })
                      }
                    />
                  </td>
                  <td>
                    <PrizeValue prize={prize} onChange={(patch) => setPrize(index, patch)} />
                  </td>
                  <td>
                    <TextField
                      label={t('tickets.prize.weight')}
                      isLabelHidden
                      inputMode="numeric"
                      value={prize.weight}
                      onChange={(changed) => setPrize(index, { weight: changed.target.value })}
                    />
                  </td>
                  <td className="tickets-prize-table__share" data-testid={`odds-${index}`}>
                    {odds[index]}%
                  </td>
                  <td>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={draft.prizes.length === 1}
                      onClick={() => set({ prizes: draft.prizes.filter((_, n) => n !== index) })}
                    >
                      {t('common.remove')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Button
            variant="secondary"
            size="sm"
            disabled={draft.prizes.length >= TICKET_PRIZES_MAX}
            onClick={() => set({ prizes: [...draft.prizes, emptyPrize()] })}
          >
            {t('tickets.prize.add')}
          </Button>
          <p className="tickets-editor__hint">{t('tickets.prize.hint')}</p>
        </fieldset>

        <fieldset className="tickets-editor__group">
          <legend>{t('tickets.events.rules')}</legend>
          <EditableRows
            rows={draft.rules}
            onChange={(rules) => set({ rules })}
            newRow={(): RuleDraft => ({ kind: 'DEPOSIT', amount: '' })}
            addLabel={t('tickets.rule.add')}
            removeLabel={t('common.remove')}
            rowClassName="tickets-editor__row"
          >
            {(rule, index) => (
              <>
                <SelectField
                  label={t('tickets.rule.kind')}
                  value={rule.kind}
                  options={RULE_KINDS.map((kind) => ({ value: kind, label: t(`tickets.ruleKinds.${kind}`) }))}
                  onChange={(changed) => setRule(index, { kind: changed.target.value as RuleDraft['kind'] })}
                />
                <TextField
                  label={t(`tickets.ruleAmounts.${rule.kind}`)}
                  inputMode="decimal"
                  value={rule.amount}
                  onChange={(changed) => setRule(index, { amount: changed.target.value })}
                />
              </>
            )}
          </EditableRows>
          <p className="tickets-editor__hint">{t('tickets.rule.hint')}</p>
        </fieldset>

        <fieldset className="tickets-editor__group">
          <legend>{t('tickets.events.audience')}</legend>
          <div className="tickets-editor__row">
            <TextField
              label={t('tickets.events.vipLevels')}
              hint={t('tickets.events.listHint')}
              value={draft.vipLevels}
              onChange={(changed) => set({ vipLevels: changed.target.value })}
            />
            <TextField
              label={t('tickets.events.labels')}
              hint={t('tickets.events.listHint')}
              value={draft.labels}
              onChange={(changed) => set({ labels: changed.target.value })}
            />
          </div>
          <AgentTeamsField
            label={t('tickets.events.agents')}
            value={draft.agentIds}
            onChange={(agentIds) => set({ agentIds })}
          />
          <Checkbox
            label={t('tickets.events.enabled')}
            checked={draft.enabled}
            onChange={(changed) => set({ enabled: changed.target.checked })}
          />
        </fieldset>

        <FormAlert message={save.error ? errorText(save.error, t) : undefined} />
        <div className="tickets-editor__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t('tickets.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The prize's own value: an amount (and a bonus's turnover multiple), points, or an item's name and image. */
function PrizeValue({
  prize,
  onChange,
}: {
  prize: PrizeDraft;
  onChange: (patch: Partial<PrizeDraft>) => void;
}) {
  const { t } = useTranslation();
  switch (prize.kind) {
    case 'MONEY':
    case 'BONUS':
      return (
        <div className="tickets-prize-table__value">
          <TextField
            label={t('tickets.prize.amount')}
            inputMode="decimal"
            value={prize.amount}
            onChange={(changed) => onChange({ amount: changed.target.value })}
          />
          {prize.kind === 'BONUS' && (
            <TextField
              label={t('tickets.prize.turnover')}
              inputMode="decimal"
              value={prize.turnover}
              onChange={(changed) => onChange({ turnover: changed.target.value })}
            />
          )}
        </div>
      );
    case 'POINTS':
      return (
        <TextField
          label={t('tickets.prize.points')}
          inputMode="numeric"
          value={prize.points}
          onChange={(changed) => onChange({ points: changed.target.value })}
        />
      );
    case 'ITEM':
      return (
        <div className="tickets-prize-table__value">
          <TextField
            label={t('tickets.prize.itemJa')}
            value={prize.itemJa}
            maxLength={60}
            onChange={(changed) => onChange({ itemJa: changed.target.value })}
          />
          <TextField
            label={t('tickets.prize.itemEn')}
            value={prize.itemEn}
            maxLength={60}
            onChange={(changed) => onChange({ itemEn: changed.target.value })}
          />
          <TextField
            label={t('tickets.prize.itemImage')}
            value={prize.itemImage}
            onChange={(changed) => onChange({ itemImage: changed.target.value })}
          />
        </div>
      );
    case 'RETRY':
      return <span className="tickets-prize-table__retry">{t('tickets.prizeKinds.RETRY')}</span>;
  }
}
