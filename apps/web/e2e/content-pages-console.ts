import type { FeedbackAdmin, HelpArticleAdmin, HelpArticleInput } from '@platform/contract';
import { createConsoleApi } from './support/console-api.ts';

/**
 * What the operator does in the console for the content-page tests, through the console API:
 * writes help articles (sanitised by the server) and answers feedback. The console login is shared
 * per server (see `createConsoleApi`).
 */
export const createContentOperator = (baseUrl: string) => {
  const { request: asOperator } = createConsoleApi(baseUrl);

  return {
    addHelpArticle: (input: HelpArticleInput) => asOperator<HelpArticleAdmin>('POST', '/content/help', input),
    /** Replies to the member's one open submission, as staff do from the feedback inbox. */
    replyToFeedback: async (account: string, reply: string) => {
      const query = new URLSearchParams({ account, status: 'OPEN' });
      const open = await asOperator<{ list: FeedbackAdmin[] }>('GET', `/feedback?${query.toString()}`);
      const [submission] = open.list;
      if (submission === undefined || open.list.length !== 1)
        throw new Error(`Expected one open submission of ${account}, found ${String(open.list.length)}`);
      return asOperator<FeedbackAdmin>('POST', `/feedback/${String(submission.id)}/reply`, { reply });
    },
  };
};
