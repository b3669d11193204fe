import { createQueryClient } from '@platform/ui/query-client.ts';
import { onSessionEnd } from './session.ts';

export const queryClient = createQueryClient({ staleTime: 15_000 });

// What one staff member loaded must never show to the next one on this tab.
onSessionEnd(() => queryClient.clear());
