import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveRoom } from '@platform/contract';
import { useLiveRooms } from '../api/get-live-rooms.ts';
import { TableIcon } from './live-icons.tsx';
import { RoomCard, type GameImageComponent } from './room-card.tsx';

/** The live tables section; absent while it loads and when no vendor publishes tables. */
export function LiveRooms({
  onJoin,
  GameImage,
}: {
  onJoin: (room: LiveRoom) => void;
  GameImage: GameImageComponent;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const rooms = useLiveRooms();
  const list = rooms.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className="live-section" aria-labelledby={titleId}>
      <header className="live-section__header">
        <h2 id={titleId} className="live-section__title">
          <TableIcon className="live-section__icon" />
          {t('live.tables.title')}
          <span className="live-section__pulse" aria-hidden="true" />
        </h2>
        <span className="live-section__meta">{t('live.tables.count', { count: list.length })}</span>
      </header>
      <div className="live-rooms">
        {list.map((room) => (
          <RoomCard
            key={`${room.game.vassalage}-${room.roomId}`}
            room={room}
            onJoin={onJoin}
            GameImage={GameImage}
          />
        ))}
      </div>
    </section>
  );
}
