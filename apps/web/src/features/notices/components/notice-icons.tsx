import { icon } from '@platform/ui/icons.tsx';

/** The header's announcements button. */
export const MegaphoneIcon = icon(
  <>
    <path d="M4 10v4a1 1 0 0 0 1 1h2l6 4V5L7 9H5a1 1 0 0 0-1 1z" />
    <path d="M7 15l1.2 4.2a1 1 0 0 0 1 .8h1.3" />
    <path d="M17 9.5a3.5 3.5 0 0 1 0 5M19.5 7a7 7 0 0 1 0 10" />
  </>,
);

/** A promotion announcement's mark. */
export const GiftIcon = icon(
  <>
    <rect x="4" y="9" width="16" height="11" rx="1.5" />
    <path d="M3 9h18M12 9v11M12 9c-1.5-3-5-4-5-1.5S10.5 9 12 9zM12 9c1.5-3 5-4 5-1.5S13.5 9 12 9z" />
  </>,
);
