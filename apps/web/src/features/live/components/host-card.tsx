import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nativeLanguageName, type LiveHost } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { UserIcon } from '@platform/ui/icons.tsx';
import { cx } from '@platform/ui/cx.ts';
import { errorText } from '../../../shared/lib/api-client.ts';
import { openAuthModal } from '../../../shared/lib/auth-modal.ts';
import { openServiceWindow } from '../../../shared/lib/customer-service.ts';
import { getSession } from '../../../shared/lib/session.ts';
import { showToast } from '../../../shared/lib/toast.ts';
import { SafeImage } from '../../../shared/ui/safe-image.tsx';
import { launchHostChat } from '../api/launch-host-chat.ts';
import { ChatIcon } from './live-icons.tsx';

/**
 * A live host: picture with an availability dot, name, status and languages, and the chat button.
 * Chat asks for the host's link at the click and opens it in the customer-service window; a visitor
 * gets the login popup, an offline host no button to press.
 */
export function HostCard({ host }: { host: LiveHost }) {
  const { t } = useTranslation();
  const nameId = useId();
  const [isOpening, setOpening] = useState(false);
  const isOffline = host.status === 'OFFLINE';

  const startChat = async () => {
    if (getSession() === null) {
      openAuthModal('login');
      return;
    }
    setOpening(true);
    try {
      const { url } = await launchHostChat(host.id);
      openServiceWindow(url, 'live-chat');
    } catch (error) {
      showToast(errorText(error, t), 'danger');
    } finally {
      setOpening(false);
    }
  };

  return (
    <article className={cx('live-host', `live-host--${host.status.toLowerCase()}`)} aria-labelledby={nameId}>
      <div className="live-host__portrait">
        <SafeImage
          src={host.imageUrl}
          className="live-host__image"
          loading="lazy"
          decoding="async"
          fallback={<UserIcon width={40} height={40} />}
        />
        <span className="live-host__dot" aria-hidden="true" />
        {host.isDemo && <span className="live-host__demo">{t('live.hosts.demo')}</span>}
      </div>
      <h3 id={nameId} className="live-host__name">
        {host.name}
      </h3>
      <p className="live-host__status">{t(`live.hosts.status.${host.status}`)}</p>
      <ul className="live-host__languages" aria-label={t('live.hosts.languages')}>
        {host.languages.map((code) => (
          <li key={code} lang={code.toLowerCase().replace('_', '-')}>
            {nativeLanguageName(code)}
          </li>
        ))}
      </ul>
      <Button
        size="sm"
        variant={isOffline ? 'secondary' : 'primary'}
        className="live-host__chat"
        disabled={isOffline || isOpening}
        aria-label={t('live.hosts.chatWith', { name: host.name })}
        onClick={() => void startChat()}
      >
        <ChatIcon width={16} height={16} />
        {isOpening ? t('live.hosts.opening') : t('live.hosts.chat')}
      </Button>
    </article>
  );
}
