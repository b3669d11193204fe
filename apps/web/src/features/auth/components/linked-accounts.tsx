import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SecurityOverview } from '@platform/contract';
import { errorText } from '../../../shared/lib/api-client.ts';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useSocialProviders } from '../api/social-providers.ts';
import { useStartSocialLogin } from '../api/social-start.ts';
import { useUnlinkSocialAccount } from '../api/social-unlink.ts';
import '../social.css';

/** The callback sends the browser back to the security centre with `?linked=<provider>`. */
const LINKED_PARAM = 'linked';

interface LinkedAccountsProps {
  identities: SecurityOverview['socialIdentities'];
}

/**
 * The member's social login accounts in the security centre: each configured provider, linked or
 * not, with a button to link it (a sign-in at the provider) or to unlink it.
 */
export function LinkedAccounts({ identities }: LinkedAccountsProps) {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  const start = useStartSocialLogin();
  const unlink = useUnlinkSocialAccount();
  const [searchParams] = useSearchParams();
  const [confirming, setConfirming] = useState<{ id: string; name: string } | null>(null);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [unlinkedName, setUnlinkedName] = useState<string | null>(null);

  const configured = providers.data ?? [];
  const names = new Map(configured.map((provider) => [provider.id, provider.name]));
  // A provider the operator removed still shows while the member has it linked, so it can be unlinked.
  const rows = [
    ...configured.map((provider) => provider.id),
    ...identities.map((identity) => identity.provider).filter((id) => !names.has(id)),
  ].map((id) => {
    const identity = identities.find((candidate) => candidate.provider === id);
    return { id, name: names.get(id) ?? identity?.providerName ?? id, identity };
  });
  if (rows.length === 0) return null;

  const justLinked = rows.find((row) => row.id === searchParams.get(LINKED_PARAM) && row.identity);

  const link = (provider: string) => {
    setFailure(undefined);
    setUnlinkedName(null);
    start.mutate(
      { provider, intent: 'LINK' },
      {
        onSuccess: (url) => window.location.assign(url),
        onError: (error) => setFailure(errorText(error, t)),
      },
    );
  };

  const confirmUnlink = () => {
    if (confirming === null) return;
    const { id, name } = confirming;
    setFailure(undefined);
    unlink.mutate(id, {
      onSuccess: () => setUnlinkedName(name),
      onError: (error) => setFailure(errorText(error, t)),
      onSettled: () => setConfirming(null),
    });
  };

  const notice = unlinkedName
    ? t('social.linked.unlinked', { provider: unlinkedName })
    : justLinked && t('social.linked.done', { provider: justLinked.name });

  return (
    <>
      {notice && <Notice tone="success">{notice}</Notice>}
      <FormAlert message={failure} />
      <ul className="social-accounts" aria-label={t('social.linked.list')}>
        {rows.map((row) => (
          <li key={row.id} className="social-accounts__item">
            <div className="social-accounts__body">
              <span className="social-accounts__name">{row.name}</span>
              <span className="social-accounts__meta">
                {row.identity
                  ? t('social.linked.linkedAt', { at: row.identity.linkedAt })
                  : t('social.linked.notLinked')}
              </span>
            </div>
            {row.identity ? (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('social.linked.unlinkLabel', { provider: row.name })}
                onClick={() => setConfirming({ id: row.id, name: row.name })}
              >
                {t('social.linked.unlink')}
              </Button>
            ) : (
              <Button
                size="sm"
                aria-label={t('social.linked.linkLabel', { provider: row.name })}
                isBusy={start.isPending && start.variables.provider === row.id}
                onClick={() => link(row.id)}
              >
                {t('social.linked.link')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {confirming !== null && (
        <ConfirmDialog
          title={t('social.linked.unlinkTitle', { provider: confirming.name })}
          confirmLabel={t('common.confirm')}
          isBusy={unlink.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={confirmUnlink}
        >
          {t('social.linked.unlinkConfirm', { provider: confirming.name })}
        </ConfirmDialog>
      )}
    </>
  );
}
