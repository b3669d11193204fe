import { lazy, Suspense, useState } from 'react';
import type { Popup, PopupAudience } from '@platform/contract';
import { useNotices } from '../../../shared/api/get-notices.ts';
import { useAuthModalView } from '../../../shared/lib/auth-modal.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { useAnnouncements } from '../api/get-announcements.ts';
import { closeAnnouncementsRequest, useIsAnnouncementsRequested } from '../lib/announcements-modal.ts';
import {
  closeAnnouncements,
  closeAudience,
  isAnnouncementsClosed,
  isAudienceClosed,
  isFirstLogin,
} from '../lib/session-markers.ts';

// The dialogs and their HTML sanitiser load when there is something to show.
const AnnouncementsDialog = lazy(async () => ({
  default: (await import('./announcements-dialog.tsx')).AnnouncementsDialog,
}));
const PublicPopupDialog = lazy(async () => ({
  default: (await import('./public-popup-dialog.tsx')).PublicPopupDialog,
}));

const AUDIENCES: readonly PopupAudience[] = ['A', 'B', 'F'];

/** Who a popup is for: B a visitor, A anyone logged in, F the first login of an account. */
const isForViewer = (popup: Popup, isLoggedIn: boolean) =>
  popup.audience === 'B' ? !isLoggedIn : isLoggedIn && (popup.audience === 'A' || isFirstLogin());

/**
 * The popups a page opens by itself, one at a time: the announcements first (once per browser
 * session, or whenever the header's button asks), then the public popups of the viewer's
 * audiences. An audience's popups show on every page load until the person has closed them; the
 * closed marker then keeps them away for the rest of the session. Nothing opens over the login
 * popup or while `isSuspended` (a game is playing).
 */
export function NoticePopups({ isSuspended }: { isSuspended: boolean }) {
  const isLoggedIn = useSession() !== null;
  const isAuthModalOpen = useAuthModalView() !== null;
  const isRequested = useIsAnnouncementsRequested();
  const [isAutoPending, setAutoPending] = useState(() => !isAnnouncementsClosed());
  const [closedAudiences, setClosedAudiences] = useState(
    () => new Set(AUDIENCES.filter((audience) => isAudienceClosed(audience))),
  );
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const announcements = useAnnouncements(1);
  const popups = useNotices().data?.popups ?? [];

  if (isSuspended || isAuthModalOpen) return null;

  const hasAnnouncements = (announcements.data?.total ?? 0) > 0;
  if (isRequested || (isAutoPending && hasAnnouncements)) {
    const close = () => {
      closeAnnouncements();
      setAutoPending(false);
      closeAnnouncementsRequest();
    };
    return (
      <Suspense fallback={null}>
        <AnnouncementsDialog onClose={close} />
      </Suspense>
    );
  }
  // The announcements come first: the popups wait until it is known whether there are any.
  if (isAutoPending && announcements.isPending) return null;

  const open = popups.filter(
    (popup) => isForViewer(popup, isLoggedIn) && !closedAudiences.has(popup.audience),
  );
  const waiting = open.filter((popup) => !dismissed.has(popup.id));
  const current = waiting[0];
  if (current === undefined) return null;

  const close = () => {
    setDismissed(new Set(dismissed).add(current.id));
    // The audience is closed once the person has closed every one of its popups.
    if (!waiting.some((popup) => popup !== current && popup.audience === current.audience)) {
      closeAudience(current.audience);
      setClosedAudiences(new Set(closedAudiences).add(current.audience));
    }
  };
  return (
    <Suspense fallback={null}>
      <PublicPopupDialog
        key={current.id}
        popup={current}
        position={open.length - waiting.length + 1}
        count={open.length}
        onClose={close}
      />
    </Suspense>
  );
}
