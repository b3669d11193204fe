import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveRoom } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { UsersIcon } from '@platform/ui/icons.tsx';
import { cx } from '@platform/ui/cx.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { BeadRoad } from './bead-road.tsx';

/** The lobby's game picture (the games feature's, which retries a failed load once). */
export type GameImageComponent = ComponentType<{ src: string | null; className?: string }>;

interface RoomCardProps {
  room: LiveRoom;
  onJoin: (room: LiveRoom) => void;
  GameImage: GameImageComponent;
}

/**
 * A live table: its picture with the state and the players over it, its name and vendor, the road
 * of its last hands, its bet limits and the join button. A table under maintenance says until when
 * and cannot be joined.
 */
export function RoomCard({ room, onJoin, GameImage }: RoomCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const { game } = room;
  const maintenance = game.maintenance;
  const state = maintenance === null ? room.status : 'MAINTENANCE';
  return (
    <article className={cx('live-room', `live-room--${state.toLowerCase()}`)} aria-labelledby={nameId}>
      <div className="live-room__media">
        <GameImage src={game.lagerIcon ?? game.iconUrl} className="live-room__image" />
        <span className="live-room__status">
          <span className="live-room__status-dot" aria-hidden="true" />
          {t(`live.status.${state}`)}
        </span>
        {room.players !== null && (
          <span className="live-room__players">
            <UsersIcon width={15} height={15} />
            {t('live.tables.players', { count: room.players })}
          </span>
        )}
      </div>
      <div className="live-room__body">
        <div className="live-room__heading">
          <h3 id={nameId} className="live-room__name">
            {room.name}
          </h3>
          <span className="live-room__vendor">{game.displayName}</span>
        </div>
        <BeadRoad road={room.road} />
        <div className="live-room__footer">
          {room.minBet !== null && room.maxBet !== null && (
            <span className="live-room__limits">
              <span className="live-room__limits-label">{t('live.tables.limits')}</span>
              <span className="live-room__limits-range">
                <Money amount={room.minBet} /> – <Money amount={room.maxBet} />
              </span>
            </span>
          )}
          <Button
            size="sm"
            className="live-room__join"
            disabled={maintenance !== null || room.status === 'CLOSED'}
            aria-label={t('live.tables.joinTable', { name: room.name })}
            onClick={() => onJoin(room)}
          >
            {t('live.tables.join')}
          </Button>
        </div>
        {maintenance !== null && (
          <p className="live-room__notice">
            {t('live.tables.maintenanceUntil', { time: maintenance.endTime })}
          </p>
        )}
      </div>
    </article>
  );
}
