import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveSession } from '@platform/contract';
import { GlobeIcon } from '@platform/ui/icons.tsx';
import { errorText } from '../../../shared/lib/api-client.ts';
import { Badge } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { useEndOtherSessions } from '../api/end-other-sessions.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/get-sessions.ts';
import { useDeviceName } from './device-name.ts';

/** Where the member is logged in (spec: see active sessions and end them); this device first. */
export function ActiveSessions() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const deviceName = useDeviceName();
  const [isConfirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  if (sessions.data === undefined) {
    return <p className="card__note">{sessions.isError ? t('errors.loadFailed') : t('common.loading')}</p>;
  }
  const list = [...sessions.data].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((session) => !session.current);

  const end = (session: ActiveSession) => {
    setFailure(undefined);
    endOne.mutate(session.id, { onError: (error) => setFailure(errorText(error, t)) });
  };

  return (
    <>
      <FormAlert message={failure} />
      <ul className="security-list" aria-label={t('securityCentre.devices.sessions')}>
        {list.map((session) => (
          <li key={session.id} className="security-list__item">
            <span className="security-list__icon" aria-hidden="true">
              <GlobeIcon />
            </span>
            <div className="security-list__body">
              <span className="security-list__title">
                {deviceName(session.userAgent)}
                {session.current && <Badge tone="info">{t('securityCentre.devices.thisDevice')}</Badge>}
              </span>
              <span className="security-list__meta">
                {t('securityCentre.devices.sessionMeta', { ip: session.ip, lastSeen: session.lastSeenAt })}
              </span>
            </div>
            {!session.current && (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('securityCentre.devices.endOneLabel', {
                  device: deviceName(session.userAgent),
                })}
                isBusy={endOne.isPending && endOne.variables === session.id}
                onClick={() => end(session)}
              >
                {t('securityCentre.devices.endOne')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length === 0 ? (
        <p className="card__note">{t('securityCentre.devices.onlyThis')}</p>
      ) : (
        <div className="security-actions">
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('securityCentre.devices.endOthers')}
          </Button>
        </div>
      )}
      {isConfirming && (
        <ConfirmDialog
          title={t('securityCentre.devices.endOthers')}
          confirmLabel={t('common.confirm')}
          isBusy={endOthers.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setFailure(undefined);
            endOthers.mutate(undefined, {
              onError: (error) => setFailure(errorText(error, t)),
              onSettled: () => setConfirming(false),
            });
          }}
        >
          {t('securityCentre.devices.endOthersConfirm', { count: others.length })}
        </ConfirmDialog>
      )}
    </>
  );
}
