import { z } from 'zod';
import {
  liveHostInputSchema,
  type DisplayLanguageCode,
  type HostStatus,
  type LiveHostAdmin,
} from '@platform/contract';
import { fieldPlacer, NO_TEXT, orNull, toNumber, type TextValues } from '../lib/content-values.ts';

/** The host form as typed: the order as text, the picture none until one is given. */
export interface LiveHostFormValues {
  name: TextValues;
  imageUrl: string | null;
  status: HostStatus;
  languages: DisplayLanguageCode[];
  chatUrl: string;
  sortOrder: string;
  enabled: boolean;
}

export const EMPTY_LIVE_HOST: LiveHostFormValues = {
  name: NO_TEXT,
  imageUrl: null,
  status: 'OFFLINE',
  languages: [],
  chatUrl: '',
  sortOrder: '0',
  enabled: true,
};

export const toLiveHostValues = (host: LiveHostAdmin): LiveHostFormValues => ({
  name: host.name,
  imageUrl: host.imageUrl,
  status: host.status,
  languages: host.languages,
  chatUrl: host.chatUrl,
  sortOrder: String(host.sortOrder),
  enabled: host.enabled,
});

/** The contract's host rules over the typed values; errors land on the form's own paths. */
export const liveHostFormSchema = z.preprocess((values) => {
  const typed = values as LiveHostFormValues;
  return {
    ...typed,
    imageUrl: orNull(typed.imageUrl) ?? undefined,
    // An unticked group reads `false` in some browsers' form state: no language either way.
    languages: Array.isArray(typed.languages) ? typed.languages : [],
    sortOrder: toNumber(typed.sortOrder),
  };
}, liveHostInputSchema) as unknown as z.ZodType<z.output<typeof liveHostInputSchema>, LiveHostFormValues>;

export const placeLiveHostField = fieldPlacer([
  'imageUrl',
  'status',
  'languages',
  'chatUrl',
  'sortOrder',
] as const);
