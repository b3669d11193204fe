import { useState } from 'react';
import { cx } from '@platform/ui/cx.ts';
import { useImageUrl } from '../../../shared/lib/cdn.ts';
import { SlotIcon } from './game-icons.tsx';
import '../games.css';
import './game-image.css';

/** The first failure is retried once (spec section 9); after the second the fallback shows. */
const MAX_ATTEMPTS = 2;

interface GameImageProps {
  src: string | null;
  className?: string;
  /** Loads at once and before other images (a list's first tiles); others wait until near the screen. */
  isPriority?: boolean;
}

/** A game's icon, loaded lazily unless a priority; decorative, since the tile names the game in text. */
export function GameImage({ src, className, isPriority = false }: GameImageProps) {
  const [attempt, setAttempt] = useState(0);
  const imageUrl = useImageUrl();
  if (src === null || src === '' || attempt >= MAX_ATTEMPTS) {
    return (
      <span className={cx('game-image game-image--fallback', className)} aria-hidden="true">
        <SlotIcon width={36} height={36} />
      </span>
    );
  }
  return (
    <img
      // A new element asks the network again instead of keeping the failed one.
      key={attempt}
      className={cx('game-image', className)}
      src={imageUrl(src)}
      alt=""
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setAttempt((count) => count + 1)}
    />
  );
}
