import type { ReactNode } from 'react';

/**
 * The image field of a form outside the site content area (a promotion's cover, a mall item's
 * picture): the content area's uploader through the console media, handed in by the app's route,
 * since a feature never imports another.
 */
export type ImageEditor = (props: {
  /** The image's address; null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  label: string;
  error?: string | undefined;
}) => ReactNode;
