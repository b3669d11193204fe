import { useMutation } from '@tanstack/react-query';
import { memberEndpoints, type MemberAvatar } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import type { CheckedImage } from '../../../shared/lib/image-file.ts';
import { useAvatarSaved } from './get-avatar.ts';

/** `POST /wps/member/info/icon` with the picture's bytes; the server checks the content too. */
export const uploadAvatar = (image: CheckedImage): Promise<MemberAvatar> =>
  // Typed by its bytes, not by the browser's guess from the file name.
  call(memberEndpoints.uploadAvatar, { file: new Blob([image.file], { type: image.contentType }) });

export const useUploadAvatar = () => useMutation({ mutationFn: uploadAvatar, onSuccess: useAvatarSaved() });
