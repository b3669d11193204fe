import { useMutation } from '@tanstack/react-query';
import { contentAdminEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/**
 * `POST /console-api/media`: the png or jpg itself as the body. The server checks it by its content
 * and size (`upload_invalid_image`) and answers where the stored image is served.
 */
export const uploadMedia = (file: File) => call(contentAdminEndpoints.uploadMedia, { file });

export const useUploadMedia = () => useMutation({ mutationFn: uploadMedia });
