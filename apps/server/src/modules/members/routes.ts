import { memberEndpoints } from '@platform/contract';
import type { Router } from '../../platform/http/route.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import type { MembersService } from './service.ts';

export const registerMemberRoutes = (route: Router, { members }: { members: MembersService }) => {
  route(memberEndpoints.info, ({ request }) =>
    members.getMemberInfo(principalOf(request).memberId, request.language),
  );
  route(memberEndpoints.setLanguage, async ({ body, request }) => {
    await members.setLanguage(principalOf(request).memberId, body.language);
    return null;
  });
};
