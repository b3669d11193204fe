import { createConsoleApi } from './console-api.ts';

/**
 * Reads SMS and email as they reach a person's phone or inbox: without a real provider every
 * message stays in the outbox, which the operator reads in the console (`/console-api/outbox`).
 * Used by browser tests and the screenshot script. The console login is shared per server (see `createConsoleApi`).
 */
export const createOutboxReader = (baseUrl: () => string) => {
  const api = createConsoleApi(baseUrl);

  return {
    /** The 6-digit code in the newest message to a recipient containing `recipient`. */
    latestCode: async (channel: 'SMS' | 'EMAIL', recipient: string): Promise<string> => {
      const query = new URLSearchParams({ channel, recipient, pageNum: '1', pageSize: '1' });
      const read = async () => {
        const page = await api.request<{ list: { body: string }[] }>('GET', `/outbox?${query.toString()}`);
        return /\b(\d{6})\b/.exec(page.list[0]?.body ?? '')?.[1];
      };
      // The code is stored before the send answers; a short wait covers a slow database.
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const code = await read();
        if (code !== undefined) return code;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`No ${channel} code for ${recipient} in the outbox`);
    },
  };
};
