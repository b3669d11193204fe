import { icon } from '@platform/ui/icons.tsx';

/** The home page's own line icons, drawn with the kit's factory so they match the others. */
export const MegaphoneIcon = icon(
  <>
    <path d="M4 10v4a1 1 0 0 0 1 1h2l5 4V5L7 9H5a1 1 0 0 0-1 1z" />
    <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />
  </>,
);
export const CrestIcon = icon(
  <>
    <path d="M12 3l7 2.5v5.5c0 4.5-3 7.8-7 10-4-2.2-7-5.5-7-10V5.5z" />
    <path d="M12 8v8M8.5 11.5h7" />
  </>,
);
export const TrophyIcon = icon(
  <>
    <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
    <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4" />
  </>,
);
