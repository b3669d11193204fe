import { icon } from '@platform/ui/icons.tsx';

// The content area's icons (editor toolbar, navigation of help articles, hot matches and feedback), drawn like the kit's line icons; the control carries the text.
export const BoldIcon = icon(<path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />);
export const ItalicIcon = icon(<path d="M10 5h8M6 19h8M14 5l-4 14" />);
export const UnderlineIcon = icon(<path d="M7 4v7a5 5 0 0 0 10 0V4M5 20h14" />);
export const BulletListIcon = icon(
  <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" strokeWidth="2.2" />,
);
export const OrderedListIcon = icon(<path d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M4 15h3l-3 4h3" />);
export const LinkIcon = icon(
  <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
);
export const ImageIcon = icon(
  <>
    <rect x="3.5" y="5" width="17" height="14" rx="2" />
    <circle cx="9" cy="10" r="1.6" />
    <path d="M20.5 16l-5-5-8.5 8" />
  </>,
);
export const UndoIcon = icon(<path d="M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />);
export const RedoIcon = icon(<path d="M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />);
export const PopupIcon = icon(
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <rect x="7.5" y="9" width="9" height="6.5" rx="1" />
    <path d="M3.5 8h17" />
  </>,
);
export const MegaphoneIcon = icon(
  <path d="M4 10v4h3l6 4V6L7 10zM16.5 9a4 4 0 0 1 0 6M19 7a7 7 0 0 1 0 10" />,
);
export const HelpIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.6 9.5a2.5 2.5 0 0 1 4.8 1c0 1.7-2.4 2-2.4 3.5M12 17h.01" />
  </>,
);
export const MatchIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5l3.3 2.4-1.3 3.9h-4l-1.3-3.9zM12 3.5v4M15.3 9.9l4.1-1.3M14 13.8l2.5 3.5M10 13.8l-2.5 3.5M8.7 9.9L4.6 8.6" />
  </>,
);
export const InboxIcon = icon(
  <>
    <path d="M4 13.5l2.2-7.3A1.5 1.5 0 0 1 7.6 5h8.8a1.5 1.5 0 0 1 1.4 1.2l2.2 7.3V18a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18z" />
    <path d="M4 13.5h4.5l1.5 2h4l1.5-2H20" />
  </>,
);
