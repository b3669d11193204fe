import { icon } from '@platform/ui/icons.tsx';

/** A wrapped present: the member rewards entry. */
export const GiftIcon = icon(
  <>
    <path d="M4 9h16v4H4zM5.5 13h13v7h-13zM12 9v11" />
    <path d="M12 9C10 9 7.5 8 7.5 6a2 2 0 0 1 4.5 0M12 9c2 0 4.5-1 4.5-3a2 2 0 0 0-4.5 0" />
  </>,
);

/** A gauge with its needle: the bonus turnover entry (progress towards a requirement). */
export const GaugeIcon = icon(
  <>
    <path d="M4 17a8 8 0 1 1 16 0" />
    <path d="M12 17l4-5" />
  </>,
);

/** Bars over a baseline: the reward cost report entry. */
export const ChartIcon = icon(<path d="M4 20h16M7 16v-5M12 16V7M17 16v-8" />);
