import { useState, type ReactNode } from 'react';
import { cx } from '@platform/ui/cx.ts';
import { UserIcon } from '@platform/ui/icons.tsx';
import './member-avatar.css';

interface MemberAvatarProps {
  /** Member info's `avatarUrl`: the chosen icon or uploaded picture; null or absent for none. */
  url: string | null | undefined;
  /** The size and place (`member-menu__avatar`, ...); the circle, its colours and the picture's fit are here. */
  className: string;
  /** The plain figure's size in pixels. */
  iconSize: number;
  /** Drawn over the avatar (the VIP crown). */
  children?: ReactNode;
}

/**
 * The member's avatar in a circle: the icon or picture they chose, else the plain figure, which a
 * picture that cannot load falls back to as well. Decorative: what it belongs to names the member.
 */
export function MemberAvatar({ url, className, iconSize, children }: MemberAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const shown = url !== null && url !== undefined && url !== failedUrl ? url : null;
  return (
    <span className={cx('member-avatar', className)} aria-hidden="true">
      {shown === null ? (
        <UserIcon width={iconSize} height={iconSize} />
      ) : (
        <img className="member-avatar__picture" src={shown} alt="" onError={() => setFailedUrl(shown)} />
      )}
      {children}
    </span>
  );
}
