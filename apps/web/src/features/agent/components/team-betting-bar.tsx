import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@platform/ui/button.tsx';
import { TextField } from '@platform/ui/field.tsx';
import { useTeamBettingParams } from '../lib/team-betting-params.ts';
import { ScopeSwitch } from './report-controls.tsx';

/** Whose rounds team betting shows: all or direct downlines, and one downline by username. */
export function TeamBettingBar() {
  const { t } = useTranslation();
  const { scope, username, choose } = useTeamBettingParams();
  const [draft, setDraft] = useState(username);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    choose({ username: draft.trim() });
  };
  return (
    <div className="report__row report__row--team">
      <ScopeSwitch value={scope} onChange={(next) => choose({ scope: next })} />
      <form className="report-search" role="search" onSubmit={onSearch}>
        <TextField
          label={t('agentReports.betting.username')}
          value={draft}
          maxLength={64}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('agentReports.betting.search')}
        </Button>
        {username !== '' && (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft('');
              choose({ username: '' });
            }}
          >
            {t('agentReports.betting.clear')}
          </Button>
        )}
      </form>
    </div>
  );
}
