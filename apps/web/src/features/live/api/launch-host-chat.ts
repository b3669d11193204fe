import { liveEndpoints, type LiveChat } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/**
 * `GET /wps/relay/live/models/:id/chat` (member, spec: chat launch): the host's chat link. Asked at
 * the click, so a host who went offline or was switched off since the list loaded is refused.
 */
export const launchHostChat = (id: number): Promise<LiveChat> => call(liveEndpoints.chat, { params: { id } });
