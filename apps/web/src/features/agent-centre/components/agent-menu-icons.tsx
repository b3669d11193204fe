import { icon } from '@platform/ui/icons.tsx';

/** Line icons of the agent centre's menu that the kit does not draw, in its style. */

/** Team overview: bars and a trend. */
export const ChartIcon = icon(
  <>
    <path d="M4 20h16" />
    <path d="M6.5 16v-4M11 16V9M15.5 16v-6M20 16V6" />
  </>,
);

/** Register centre: a person and a plus. */
export const UserPlusIcon = icon(
  <>
    <circle cx="9.5" cy="8" r="3.5" />
    <path d="M3 20a6.5 6.5 0 0 1 13 0M19 8v6M16 11h6" />
  </>,
);

/** Team betting: a betting slip. */
export const TicketIcon = icon(
  <>
    <path d="M4 7a2 2 0 0 0 2-2h12a2 2 0 0 0 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 0-2 2H6a2 2 0 0 0-2-2v-3a2 2 0 0 0 0-4z" />
    <path d="M9 9h6M9 12h6M9 15h3" />
  </>,
);

/** User profit and loss: up and down. */
export const ScaleIcon = icon(
  <>
    <path d="M12 4v16M8 20h8M5 8h14" />
    <path d="M5 8l-2.5 6a2.5 2.5 0 0 0 5 0zM19 8l-2.5 6a2.5 2.5 0 0 0 5 0z" />
  </>,
);

/** My income: stacked coins. */
export const CoinsIcon = icon(
  <>
    <ellipse cx="9" cy="7" rx="5" ry="2.5" />
    <path d="M4 7v4c0 1.4 2.2 2.5 5 2.5s5-1.1 5-2.5V7" />
    <path d="M10 16.5c.6 1.2 2.7 2 5 2 2.8 0 5-1.1 5-2.5v-4c0-1.4-2.2-2.5-5-2.5" />
  </>,
);

/** Team transactions: arrows both ways. */
export const SwapIcon = icon(<path d="M4 8h14l-3.5-3.5M20 16H6l3.5 3.5" />);

/** Dividend record: a pie. */
export const PieIcon = icon(
  <>
    <path d="M12 3.5a8.5 8.5 0 1 0 8.5 8.5H12z" />
    <path d="M15 3.8A8.5 8.5 0 0 1 20.2 9H15z" />
  </>,
);

/** Daily wages: a calendar. */
export const CalendarIcon = icon(
  <>
    <rect x="4" y="5.5" width="16" height="14.5" rx="1.5" />
    <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4M8 14h3" />
  </>,
);

/** Real-time salary: a bolt. */
export const BoltIcon = icon(<path d="M13 3L5 13.5h6L10 21l8-10.5h-6z" />);
