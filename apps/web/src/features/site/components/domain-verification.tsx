import { Notice } from '@platform/ui/notice.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DomainsSetting } from '@platform/contract';
import { TextField } from '@platform/ui/field.tsx';
import { ShieldCheckIcon, WarningIcon } from '@platform/ui/icons.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { Button } from '@platform/ui/button.tsx';
import { hostOf, isOfficialDomain } from '../lib/verify-domain.ts';
import './site.css';

type Answer = { host: string; isOfficial: boolean } | null;

/** "Is this site yours?": a domain typed or pasted is checked against the operator's list. */
export function DomainVerification({ domains }: { domains: DomainsSetting['domains'] }) {
  const { t } = useTranslation();
  const { siteName } = useSiteConfig();
  const [typed, setTyped] = useState('');
  const [answer, setAnswer] = useState<Answer>(null);

  const verify = () => {
    const host = hostOf(typed);
    setAnswer({
      host: host ?? typed.trim(),
      isOfficial: isOfficialDomain(
        typed,
        domains.map(({ domain }) => domain),
      ),
    });
  };

  return (
    <form
      className="form verify"
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        verify();
      }}
    >
      <TextField
        label={t('sitePages.mirror.verifyLabel')}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('sitePages.mirror.verifyPlaceholder')}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setAnswer(null);
        }}
        addon={
          <Button type="submit" disabled={typed.trim() === ''}>
            {t('sitePages.mirror.verify')}
          </Button>
        }
      />
      <div role="status">
        {answer !== null &&
          (answer.isOfficial ? (
            <Notice tone="success" icon={<ShieldCheckIcon />} isAnnounced={false}>
              {t('sitePages.mirror.official', { domain: answer.host, siteName })}
            </Notice>
          ) : (
            <Notice tone="danger" icon={<WarningIcon />} isAnnounced={false}>
              {t('sitePages.mirror.noResults')}
            </Notice>
          ))}
      </div>
    </form>
  );
}
