import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type LoginResult, type SocialLinkRequest } from '@platform/contract';
import { sendEncrypted } from '../../../shared/lib/send-encrypted.ts';

interface SocialLinkInput {
  publicKey: string;
  payload: SocialLinkRequest;
}

/** `POST /wps/session/login/social/link`, encrypted: links the identity to the account, then logs in. */
export const linkSocialAccount = ({ publicKey, payload }: SocialLinkInput): Promise<LoginResult> =>
  sendEncrypted(authEndpoints.socialLink, { publicKey }, { body: payload });

export const useLinkSocialAccount = () => useMutation({ mutationFn: linkSocialAccount });
