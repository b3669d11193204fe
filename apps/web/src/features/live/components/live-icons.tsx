import { icon } from '@platform/ui/icons.tsx';

/** A speech bubble: a host's chat. */
export const ChatIcon = icon(
  <>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 3 13.5" />
    <path d="M8 8.5h8M8 12h5" />
  </>,
);

/** Two cards: a live table. */
export const TableIcon = icon(
  <>
    <rect x="3.5" y="5" width="10" height="14" rx="1.8" transform="rotate(-8 8.5 12)" />
    <rect x="10.5" y="5" width="10" height="14" rx="1.8" transform="rotate(8 15.5 12)" />
  </>,
);
