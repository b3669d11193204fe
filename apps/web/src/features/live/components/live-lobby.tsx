import type { LiveRoom } from '@platform/contract';
import { LiveHosts } from './live-hosts.tsx';
import { LiveRooms } from './live-rooms.tsx';
import type { GameImageComponent } from './room-card.tsx';
import './live.css';

interface LiveLobbyProps {
  /** Opens the table's game through the ordinary game launch. */
  onJoin: (room: LiveRoom) => void;
  GameImage: GameImageComponent;
}

/** The live casino's lobby above its games: the tables with their state and road, then the hosts. */
export function LiveLobby({ onJoin, GameImage }: LiveLobbyProps) {
  return (
    <div className="live-lobby">
      <LiveRooms onJoin={onJoin} GameImage={GameImage} />
      <LiveHosts />
    </div>
  );
}
