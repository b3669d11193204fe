import { languageUpdateSchema, memberInfoSchema } from '@platform/contract';
import type { App } from '../../platform/http/types.ts';
import { emptyValue, ok, replies } from '../../platform/http/envelope.ts';
import { principalOf, type createAuthGuard } from '../../platform/auth/guard.ts';
import type { MembersService } from './service.ts';

const tags = ['member'];

export const registerMemberRoutes = (
  app: App,
  { members, guard }: { members: MembersService; guard: ReturnType<typeof createAuthGuard> },
) => {
  app.get(
    '/wps/member/info',
    {
      onRequest: guard.requireSession,
      schema: { tags, summary: 'The logged-in member', response: replies(memberInfoSchema) },
    },
    async (request) => ok(await members.getMemberInfo(principalOf(request).memberId)),
  );

  app.put(
    '/wps/member/language',
    {
      onRequest: guard.requireSession,
      schema: {
        tags,
        summary: 'Save the member’s language',
        body: languageUpdateSchema,
        response: replies(emptyValue),
      },
    },
    async (request) => {
      await members.setLanguage(principalOf(request).memberId, request.body.language);
      return ok(null);
    },
  );
};
