import type { SocialKind } from '@platform/contract';
import { HeadsetIcon, MailIcon, icon } from '@platform/ui/icons.tsx';
import './shell.css';

/** Line icons of the shell's contact and social links, drawn with the kit's factory. */
const ChatIcon = icon(
  <path d="M5 5h14a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-8l-5 4v-4H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM8 10.5h.01M12 10.5h.01M16 10.5h.01" />,
);
const PhoneIcon = icon(
  <path d="M6.5 3.5h3l1.5 4-2 1.2a11 11 0 0 0 6.3 6.3l1.2-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />,
);
const WhatsAppIcon = icon(
  <>
    <path d="M4 20l1.3-4A8.5 8.5 0 1 1 8.5 19z" />
    <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.2-.5-2.5-1.8-3-3l1-1-1-2z" />
  </>,
);
const TelegramIcon = icon(<path d="M21 4L3 11l6 2.5M21 4l-3 16-9-6.5M21 4L9 13.5V19l3-3.5" />);
const LineIcon = icon(
  <>
    <path d="M12 4c5 0 9 3.1 9 7 0 3.6-3.4 6.5-8 6.9L9 20.5v-2.9C5.5 16.8 3 14.2 3 11c0-3.9 4-7 9-7z" />
    <path d="M7.5 9.5v3h1.8M11 9.5v3M13 12.5v-3l2.5 3v-3M18.5 9.5H17v3h1.5M17 11h1.3" />
  </>,
);
const FacebookIcon = icon(
  <path d="M14 8h3V4.5h-3a4 4 0 0 0-4 4V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V9a1 1 0 0 1 1-1z" />,
);
const XIcon = icon(<path d="M4.5 4h4l11 16h-4zM19.5 4l-6.3 7.2M10.8 13.8L4.5 20" />);
const InstagramIcon = icon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="4.5" />
    <circle cx="12" cy="12" r="3.6" />
    <path d="M16.8 7.2h.01" />
  </>,
);
const YouTubeIcon = icon(
  <>
    <rect x="3" y="6" width="18" height="12" rx="3.5" />
    <path d="M10.5 9.5v5l4-2.5z" />
  </>,
);
const TikTokIcon = icon(<path d="M13.5 4v10.5a3.5 3.5 0 1 1-3.5-3.5M13.5 4a4.5 4.5 0 0 0 4.5 4.5" />);

/** Customer-service channels by `csType` (the console's list); any other type gets the headset. */
const CS_ICONS: Partial<Record<string, typeof HeadsetIcon>> = {
  LIVE_CHAT: ChatIcon,
  WHATSAPP: WhatsAppIcon,
  TELEGRAM: TelegramIcon,
  LINE: LineIcon,
  EMAIL: MailIcon,
  PHONE: PhoneIcon,
};

export function CustomerServiceIcon({ csType }: { csType: string }) {
  const Icon = CS_ICONS[csType] ?? HeadsetIcon;
  return <Icon />;
}

const SOCIAL_ICONS = {
  FACEBOOK: FacebookIcon,
  X: XIcon,
  INSTAGRAM: InstagramIcon,
  YOUTUBE: YouTubeIcon,
  TELEGRAM: TelegramIcon,
  LINE: LineIcon,
  TIKTOK: TikTokIcon,
  WHATSAPP: WhatsAppIcon,
} as const satisfies Record<SocialKind, unknown>;

export function SocialIcon({ kind }: { kind: SocialKind }) {
  const Icon = SOCIAL_ICONS[kind];
  return <Icon />;
}

/** The side menu's app download entry. */
export const DownloadIcon = icon(
  <>
    <rect x="6.5" y="3" width="11" height="18" rx="2.5" />
    <path d="M12 7.5v6.5M9.5 11.5l2.5 2.5 2.5-2.5M10.5 18h3" />
  </>,
);
