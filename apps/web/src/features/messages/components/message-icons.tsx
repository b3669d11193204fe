import { icon } from '@platform/ui/icons.tsx';

/** A speech bubble: the feedback and complaints page. */
export const FeedbackIcon = icon(
  <>
    <path d="M5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 4v-4A1.5 1.5 0 0 1 4 14.5v-9A1.5 1.5 0 0 1 5.5 4z" />
    <path d="M8.5 8.5h7M8.5 11.5h4.5" />
  </>,
);
