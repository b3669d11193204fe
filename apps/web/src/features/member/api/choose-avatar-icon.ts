import { useMutation } from '@tanstack/react-query';
import { memberEndpoints, type MemberAvatar } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useAvatarSaved } from './get-avatar.ts';

/** `PUT /wps/member/info/icon`: one of the operator's icons becomes the avatar. */
export const chooseAvatarIcon = (iconId: number): Promise<MemberAvatar> =>
  call(memberEndpoints.chooseAvatarIcon, { body: { iconId } });

export const useChooseAvatarIcon = () =>
  useMutation({ mutationFn: chooseAvatarIcon, onSuccess: useAvatarSaved() });
