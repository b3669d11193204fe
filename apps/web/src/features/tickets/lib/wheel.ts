/*
 * The prize wheel's geometry: segment i spans [i·s, (i+1)·s) degrees clockwise from the top, where
 * s = 360 / n; the pointer sits at the top. Turning the wheel by r degrees brings the segment at
 * (360 − r mod 360) under the pointer.
 */

/** How many whole turns a spin makes before it settles. */
export const WHEEL_TURNS = 6;

export const segmentAngle = (segments: number) => 360 / segments;

/**
 * The rotation (degrees, always more than `from`) that stops segment `index`'s middle under the
 * pointer after `WHEEL_TURNS` turns.
 */
export const rotationFor = (from: number, index: number, segments: number): number => {
  const target = 360 - (index + 0.5) * segmentAngle(segments);
  const base = from - (((from % 360) + 360) % 360);
  return base + WHEEL_TURNS * 360 + target;
};

/** The segment under the pointer at a rotation. */
export const segmentAt = (rotation: number, segments: number): number => {
  const atPointer = (((360 - rotation) % 360) + 360) % 360;
  return Math.floor(atPointer / segmentAngle(segments)) % segments;
};

/** An SVG path of a ring slice from `start` to `end` degrees (clockwise from the top), radius `r` around (c, c). */
export const slicePath = (start: number, end: number, r: number, c: number): string => {
  const point = (angle: number) => {
    const radians = ((angle - 90) * Math.PI) / 180;
    return `${(c + r * Math.cos(radians)).toFixed(3)} ${(c + r * Math.sin(radians)).toFixed(3)}`;
  };
  const large = end - start > 180 ? 1 : 0;
  return `M ${c} ${c} L ${point(start)} A ${r} ${r} 0 ${large} 1 ${point(end)} Z`;
};
