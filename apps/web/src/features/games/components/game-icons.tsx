import { icon } from '@platform/ui/icons.tsx';
import '../games.css';

/** The lobby's own line icons, drawn with the kit's factory so they match the others. */
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </>,
);
export const StarIcon = icon(
  <path d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L12 16.9l-5.2 2.8 1-5.9-4.3-4.1 5.9-.8z" />,
);
export const PlayIcon = icon(<path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />);
export const FlameIcon = icon(
  <path d="M12 21c-4 0-6.5-2.7-6.5-6.3 0-3.6 2.7-5.6 3.8-8.7 2.4 1.5 3 3.6 2.9 5.1 1-.6 1.7-1.8 1.8-3.3 2.3 1.8 4.5 4.3 4.5 7.2 0 3.5-2.5 6-6.5 6z" />,
);
export const SparklesIcon = icon(
  <>
    <path d="M10 4l1.6 4.4L16 10l-4.4 1.6L10 16l-1.6-4.4L4 10l4.4-1.6z" />
    <path d="M18 14l.8 2.2 2.2.8-2.2.8L18 20l-.8-2.2-2.2-.8 2.2-.8z" />
  </>,
);
export const SlotIcon = icon(
  <>
    <rect x="3.5" y="5" width="17" height="14" rx="2.5" />
    <path d="M9.2 5v14M14.8 5v14M5.5 12h2M11 12h2M16.5 12h2" />
  </>,
);
export const LiveIcon = icon(
  <>
    <rect x="3" y="6.5" width="13" height="11" rx="2" />
    <path d="M16 10.5l5-3v9l-5-3" />
  </>,
);
export const FishIcon = icon(
  <>
    <path d="M3 12c3-4.5 7.5-6 11-4.5 2 .9 3.5 2.6 4.5 4.5-1 1.9-2.5 3.6-4.5 4.5C10.5 18 6 16.5 3 12z" />
    <path d="M18.5 12L21.5 9v6zM13.5 10.5v.01" />
  </>,
);
export const CardsIcon = icon(
  <>
    <rect x="4" y="5" width="10" height="14" rx="1.8" transform="rotate(-8 9 12)" />
    <path d="M14.5 5.5l3.9.6a1.8 1.8 0 0 1 1.5 2l-1.5 10a1.8 1.8 0 0 1-2 1.5l-2.4-.4" />
  </>,
);
export const TrophyIcon = icon(
  <>
    <path d="M7.5 4h9v5a4.5 4.5 0 0 1-9 0z" />
    <path d="M7.5 6H4.5a3 3 0 0 0 3 4M16.5 6h3a3 3 0 0 1-3 4M12 13.5V17M8.5 20h7M9.5 17h5" />
  </>,
);
export const TicketIcon = icon(
  <>
    <path d="M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4z" />
    <path d="M14 7v10" strokeDasharray="2 2" />
  </>,
);
export const RoosterIcon = icon(
  <>
    <path d="M9 20h6M12 20v-3" />
    <path d="M7 9.5a3 3 0 0 1 3-3.5l.5-2 1.5 1.5 1.5-1.5.5 2.5c2.5 1.5 4 4 4 7a3.5 3.5 0 0 1-3.5 3.5h-4A4.5 4.5 0 0 1 6 12.5l-2 .5z" />
    <path d="M9.8 9h.01" />
  </>,
);
export const JoystickIcon = icon(
  <>
    <circle cx="12" cy="6.5" r="2.5" />
    <path d="M12 9v6M5 15h14l1 4H4z" />
  </>,
);
