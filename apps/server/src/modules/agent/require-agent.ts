import { isAgentType } from '@platform/contract';
import { AppError } from '../../platform/http/errors.ts';
import type { MembersService } from '../members/service.ts';

/** The caller of an agent-centre call must be an agent: everyone else is `forbidden`. */
export const requireAgent = async (members: Pick<MembersService, 'findById'>, memberId: number) => {
  const member = await members.findById(memberId);
  if (!member || !isAgentType(member.type)) throw new AppError('forbidden');
  return member;
};
