import type { MenuCode } from '@platform/contract';
import { ClockIcon, GamepadIcon } from '@platform/ui/icons.tsx';
import {
  CardsIcon,
  FishIcon,
  FlameIcon,
  JoystickIcon,
  LiveIcon,
  RoosterIcon,
  SlotIcon,
  SparklesIcon,
  StarIcon,
  TicketIcon,
  TrophyIcon,
} from './game-icons.tsx';

const ICONS = {
  HOT: FlameIcon,
  FAV: StarIcon,
  RECENT: ClockIcon,
  NEW: SparklesIcon,
  ARCADE: JoystickIcon,
  RNG: SlotIcon,
  PVP: CardsIcon,
  FISH: FishIcon,
  LIVE: LiveIcon,
  LOTT: TicketIcon,
  ELOTT: TicketIcon,
  SPORTS: TrophyIcon,
  ESPORTS: GamepadIcon,
  COCKFIGHT: RoosterIcon,
} as const satisfies Record<MenuCode, unknown>;

/** The icon of a navigation entry. */
export function MenuIcon({ code }: { code: MenuCode }) {
  const Icon = ICONS[code];
  return <Icon width={18} height={18} />;
}
