import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MEMBER_TYPE, type AgentTreeNode } from '@platform/contract';
import { useMemberTypes } from '../../../shared/api/get-member-types.ts';
import { Badge } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { TextField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { errorText } from '../../../shared/lib/form.ts';
import { accountStatus, memberTypeLabel } from '../../../shared/lib/labels.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { useAgentTree, useAgentTreeChildren, useMoveTeam, useSetMemberType } from '../api/agents.ts';
import './agents.css';

/** How many direct downlines an opened row lists; the rest are one click away on that member's own view. */
const CHILDREN_SHOWN = 50;

type Show = (account: string) => void;

function NodeFigures({ node }: { node: AgentTreeNode }) {
  const { t } = useTranslation();
  return (
    <dl className="agent-tree__figures">
      <div>
        <dt>{t('agents.tree.teamSize')}</dt>
        <dd>{node.teamSize}</dd>
      </div>
      <div>
        <dt>{t('agents.tree.directCount')}</dt>
        <dd>{node.directCount}</dd>
      </div>
      <div>
        <dt>{t('agents.tree.balance')}</dt>
        <dd className="num">{node.balance}</dd>
      </div>
      <div>
        <dt>{t('agents.tree.teamBalance')}</dt>
        <dd className="num">{node.teamBalance}</dd>
      </div>
    </dl>
  );
}

function NodeBadges({ node }: { node: AgentTreeNode }) {
  const { t } = useTranslation();
  const types = useMemberTypes();
  const status = accountStatus(t, node.status);
  return (
    <span className="agent-tree__badges">
      <Badge tone={types.isAgent(node.type) ? 'info' : 'neutral'}>
        {memberTypeLabel(t, node.type, types)}
      </Badge>
      {node.status !== 'ACTIVE' && <Badge tone={status.tone}>{status.label}</Badge>}
    </span>
  );
}

/** One downline in the team list; an agent with a team opens to show its own direct downlines. */
function TreeRow({ node, onShow }: { node: AgentTreeNode; onShow: Show }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <li className="agent-tree__item">
      <div className="agent-tree__row">
        {node.directCount > 0 ? (
          <button
            type="button"
            className="agent-tree__toggle"
            aria-expanded={isOpen}
            aria-label={t(isOpen ? 'agents.tree.collapse' : 'agents.tree.expand', { account: node.account })}
            onClick={() => setOpen(!isOpen)}
          >
            {isOpen ? '−' : '+'}
          </button>
        ) : (
          <span className="agent-tree__toggle agent-tree__toggle--leaf" aria-hidden="true" />
        )}
        <button type="button" className="agent-tree__account" onClick={() => onShow(node.account)}>
          {node.account}
        </button>
        <NodeBadges node={node} />
        <NodeFigures node={node} />
      </div>
      {isOpen && <TreeChildren parent={node} onShow={onShow} />}
    </li>
  );
}

function TreeChildren({ parent, onShow }: { parent: AgentTreeNode; onShow: Show }) {
  const { t } = useTranslation();
  const children = useAgentTreeChildren(parent.id, 1);
  if (children.data === undefined) {
    return <PageStatus error={children.error} onRetry={() => void children.refetch()} />;
  }
  const { list, total } = children.data.downlines;
  return (
    <ul className="agent-tree__list agent-tree__list--nested">
      {list.slice(0, CHILDREN_SHOWN).map((child) => (
        <TreeRow key={child.id} node={child} onShow={onShow} />
      ))}
      {total > CHILDREN_SHOWN && (
        <li className="agent-tree__more">
          <Button variant="ghost" size="sm" onClick={() => onShow(parent.account)}>
            {t('agents.tree.more', { count: total - CHILDREN_SHOWN })}
          </Button>
        </li>
      )}
    </ul>
  );
}

/** Moves the member and its whole team under another agent, named by account. */
function MoveDialog({ node, onClose }: { node: AgentTreeNode; onClose: (moved?: string) => void }) {
  const { t } = useTranslation();
  const move = useMoveTeam();
  const [upline, setUpline] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    move.mutate({ id: node.id, upline: upline.trim() }, { onSuccess: () => onClose(upline.trim()) });
  };
  return (
    <Dialog title={t('agents.tree.moveTitle', { account: node.account })} onClose={() => onClose()} size="sm">
      <form className="form" noValidate onSubmit={onSubmit}>
        <p className="muted">{t('agents.tree.moveBody', { count: node.teamSize })}</p>
        {move.error && <FormAlert message={errorText(move.error, t)} />}
        <TextField
          label={t('agents.tree.newUpline')}
          autoComplete="off"
          maxLength={64}
          isRequired
          value={upline}
          onChange={(event) => setUpline(event.target.value)}
        />
        <div className="form__actions">
          <Button variant="ghost" onClick={() => onClose()}>
            {t('agents.cancel')}
          </Button>
          <Button type="submit" isBusy={move.isPending} disabled={upline.trim() === ''}>
            {t('agents.tree.move')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Makes the member an agent, or an agent a member again. */
function TypeDialog({ node, onClose }: { node: AgentTreeNode; onClose: () => void }) {
  const { t } = useTranslation();
  const setType = useSetMemberType();
  const types = useMemberTypes();
  const isAgent = types.isAgent(node.type);
  return (
    <ConfirmDialog
      title={t(isAgent ? 'agents.tree.removeAgentTitle' : 'agents.tree.makeAgentTitle', {
        account: node.account,
      })}
      confirmLabel={t(isAgent ? 'agents.tree.removeAgent' : 'agents.tree.makeAgent')}
      variant={isAgent ? 'danger' : 'primary'}
      isBusy={setType.isPending}
      onCancel={onClose}
      onConfirm={() =>
        setType.mutate(
          { id: node.id, type: isAgent ? MEMBER_TYPE.MEMBER : types.newAgentType },
          { onSuccess: onClose },
        )
      }
      alert={setType.error ? <FormAlert message={errorText(setType.error, t)} /> : undefined}
    >
      {t(isAgent ? 'agents.tree.removeAgentBody' : 'agents.tree.makeAgentBody')}
    </ConfirmDialog>
  );
}

/** The agent tree: find a member, see its upline chain and team, move it with its team, set its agent type. */
export function AgentTreePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const account = params.get('account') ?? '';
  const [draft, setDraft] = useState(account);
  const [pageNum, setPageNum] = useState(1);
  const [acting, setActing] = useState<'move' | 'type' | null>(null);
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const canMove = useCan('members.write');
  const canSetType = useCan('members.type');
  const types = useMemberTypes();
  const tree = useAgentTree(account === '' ? null : { account, pageNum });

  const show: Show = (next) => {
    setDraft(next);
    setPageNum(1);
    setMovedTo(null);
    setParams({ account: next });
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() !== '') show(draft.trim());
  };

  const view = tree.data;
  const member = view?.member;
  return (
    <>
      <PageHeader title={t('agents.tree.title')} description={t('agents.tree.description')} />
      <form className="agent-tree__search" role="search" onSubmit={onSearch}>
        <TextField
          label={t('agents.tree.account')}
          autoComplete="off"
          maxLength={64}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">{t('agents.tree.find')}</Button>
      </form>
      {account !== '' && view === undefined && (
        <PageStatus error={tree.error} onRetry={() => void tree.refetch()} />
      )}
      {view !== undefined && member !== undefined && (
        <>
          {movedTo !== null && (
            <Notice tone="success">
              {t('agents.tree.moved', { account: member.account, upline: movedTo })}
            </Notice>
          )}
          <Section
            title={member.account}
            description={t('agents.tree.registeredAt', { at: member.registeredAt })}
            actions={
              <>
                {canMove && (
                  <Button variant="secondary" size="sm" onClick={() => setActing('move')}>
                    {t('agents.tree.move')}
                  </Button>
                )}
                {canSetType && (
                  <Button variant="secondary" size="sm" onClick={() => setActing('type')}>
                    {t(types.isAgent(member.type) ? 'agents.tree.removeAgent' : 'agents.tree.makeAgent')}
                  </Button>
                )}
              </>
            }
          >
            <NodeBadges node={member} />
            <NodeFigures node={member} />
            <nav className="agent-tree__chain" aria-label={t('agents.tree.chain')}>
              <span className="agent-tree__chain-label">{t('agents.tree.chain')}</span>
              {view.uplines.length === 0 ? (
                <span className="muted">{t('agents.tree.top')}</span>
              ) : (
                <ol>
                  {view.uplines.map((upline) => (
                    <li key={upline.id}>
                      <button
                        type="button"
                        className="agent-tree__account"
                        onClick={() => show(upline.account)}
                      >
                        {upline.account}
                      </button>
                    </li>
                  ))}
                  <li aria-current="true">{member.account}</li>
                </ol>
              )}
            </nav>
          </Section>
          <Section title={t('agents.tree.team', { count: view.downlines.total })}>
            {view.downlines.list.length === 0 ? (
              <p className="muted">{t('agents.tree.noTeam')}</p>
            ) : (
              <ul className="agent-tree__list">
                {view.downlines.list.map((node) => (
                  <TreeRow key={node.id} node={node} onShow={show} />
                ))}
              </ul>
            )}
            {view.downlines.totalPages > 1 && (
              <Pagination
                pageNum={pageNum}
                total={view.downlines.total}
                totalPages={view.downlines.totalPages}
                onChange={setPageNum}
              />
            )}
          </Section>
          {acting === 'move' && (
            <MoveDialog
              node={member}
              onClose={(moved) => {
                setActing(null);
                if (moved !== undefined) setMovedTo(moved);
              }}
            />
          )}
          {acting === 'type' && <TypeDialog node={member} onClose={() => setActing(null)} />}
        </>
      )}
    </>
  );
}
