import { icon } from '@platform/ui/icons.tsx';

/** The security centre's own card icons, drawn in the kit's line style. */
export const PhoneIcon = icon(
  <>
    <rect x="7" y="2.5" width="10" height="19" rx="2.2" />
    <path d="M11 18.5h2" />
  </>,
);

export const KeyIcon = icon(
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="M10.8 12.2L20 3M16.5 6.5l2.5 2.5M14 9l2 2" />
  </>,
);

export const DevicesIcon = icon(
  <>
    <rect x="2.5" y="4" width="14" height="10" rx="1.5" />
    <path d="M6 18h7M9.5 14v4" />
    <rect x="17.5" y="9" width="4.5" height="10" rx="1" />
  </>,
);

export const LinkIcon = icon(
  <>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1.2 1.2" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.2-1.2" />
  </>,
);
