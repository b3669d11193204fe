import { createQueryClient } from '@platform/ui/query-client.ts';

export const queryClient = createQueryClient({ staleTime: 30_000 });
