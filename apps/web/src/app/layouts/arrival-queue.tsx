import { lazy, Suspense, useState } from 'react';
import type { Popup, PopupAudience } from '@platform/contract';
import { useNotices } from '../../shared/api/get-notices.ts';
import { useAuthModalView } from '../../shared/lib/auth-modal.ts';
import { useSession } from '../../shared/lib/session.ts';
import { useAnnouncements } from '../../features/notices/api/get-announcements.ts';
import {
  closeAnnouncementsRequest,
  useIsAnnouncementsRequested,
} from '../../features/notices/lib/announcements-modal.ts';
import {
  closeAnnouncements,
  closeAudience,
  closeWelcome,
  isAnnouncementsClosed,
  isAudienceClosed,
  isFirstLogin,
  useWelcome,
} from '../../features/notices/lib/session-markers.ts';
import type { ArrivalStep } from './arrival-dialog.tsx';

// The dialogs and their HTML sanitiser load when there is something to show.
const ArrivalDialog = lazy(async () => ({ default: (await import('./arrival-dialog.tsx')).ArrivalDialog }));
const AnnouncementsDialog = lazy(async () => ({
  default: (await import('../../features/notices/components/announcements-dialog.tsx')).AnnouncementsDialog,
}));

const AUDIENCES: readonly PopupAudience[] = ['A', 'B', 'F'];

/** Who a popup is for: B a visitor, A anyone logged in, F the first login of an account. */
const isForViewer = (popup: Popup, isLoggedIn: boolean) =>
  popup.audience === 'B' ? !isLoggedIn : isLoggedIn && (popup.audience === 'A' || isFirstLogin());

const popupKey = (popup: Popup) => `popup-${popup.id}`;

/**
 * What a page shows by itself on arrival, as one queue in one dialog (spec section 4): the
 * announcements (once per browser session), the public popups of the viewer's audiences (on every
 * page load until the person has closed them; a closed marker per audience then keeps them away
 * for the session) and a first login's welcome (until closed). The person steps through the queue
 * or closes all of it at once; either way each step passed counts as closed. Nothing opens over the
 * login popup or while `isSuspended` (a game is playing). The header's button opens the
 * announcements on their own.
 */
export function ArrivalQueue({ isSuspended }: { isSuspended: boolean }) {
  const isLoggedIn = useSession() !== null;
  const isAuthModalOpen = useAuthModalView() !== null;
  const isRequested = useIsAnnouncementsRequested();
  const welcomed = useWelcome();
  const [isAnnouncementsPending, setAnnouncementsPending] = useState(() => !isAnnouncementsClosed());
  const [closedAudiences, setClosedAudiences] = useState<ReadonlySet<PopupAudience>>(
    () => new Set(AUDIENCES.filter((audience) => isAudienceClosed(audience))),
  );
  // The steps passed on this page: they keep their place, so the count does not change underfoot.
  const [passed, setPassed] = useState<ReadonlySet<string>>(new Set());
  const announcements = useAnnouncements(1);
  const notices = useNotices();

  if (isSuspended || isAuthModalOpen) return null;
  if (isRequested) {
    return (
      <Suspense fallback={null}>
        <AnnouncementsDialog onClose={closeAnnouncementsRequest} />
      </Suspense>
    );
  }
  // The queue opens once its length is known.
  if ((isAnnouncementsPending && announcements.isPending) || notices.isPending) return null;

  const steps: ArrivalStep[] = [];
  if ((isAnnouncementsPending || passed.has('announcements')) && (announcements.data?.total ?? 0) > 0) {
    steps.push({ key: 'announcements', kind: 'announcements' });
  }
  for (const popup of notices.data?.popups ?? []) {
    if (!isForViewer(popup, isLoggedIn)) continue;
    if (closedAudiences.has(popup.audience) && !passed.has(popupKey(popup))) continue;
    steps.push({ key: popupKey(popup), kind: 'popup', popup });
  }
  if (isLoggedIn && (welcomed !== null || passed.has('welcome'))) {
    steps.push({ key: 'welcome', kind: 'welcome', username: welcomed ?? '' });
  }
  const waiting = steps.filter((step) => !passed.has(step.key));
  const current = waiting[0];
  if (current === undefined) return null;

  /** Closes the given steps: their markers are set, an audience's once all its popups are passed. */
  const pass = (closing: readonly ArrivalStep[]) => {
    const nextPassed = new Set(passed);
    for (const step of closing) nextPassed.add(step.key);
    const nextAudiences = new Set(closedAudiences);
    for (const step of closing) {
      if (step.kind === 'announcements') {
        closeAnnouncements();
        setAnnouncementsPending(false);
      } else if (step.kind === 'welcome') {
        closeWelcome();
      } else {
        const audience = step.popup.audience;
        const isAudienceDone = steps.every(
          (other) => other.kind !== 'popup' || other.popup.audience !== audience || nextPassed.has(other.key),
        );
        if (isAudienceDone) {
          closeAudience(audience);
          nextAudiences.add(audience);
        }
      }
    }
    setPassed(nextPassed);
    setClosedAudiences(nextAudiences);
  };

  return (
    <Suspense fallback={null}>
      <ArrivalDialog
        step={current}
        position={steps.length - waiting.length + 1}
        count={steps.length}
        onNext={() => pass([current])}
        onCloseAll={() => pass(waiting)}
      />
    </Suspense>
  );
}
