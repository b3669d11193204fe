import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { avatarIconAdminEndpoints as admin, type AvatarIconAdmin } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { CONTENT_KEY } from './content-resource.ts';

const queryKey = [...CONTENT_KEY, 'avatar-icons'] as const;

/** `GET /console-api/avatar-icons`: the icons offered to members, in their order. */
export const useAvatarIcons = () => useQuery({ queryKey, queryFn: () => call(admin.list) });

/** A change answers the whole list in its new order: it becomes the list shown, then is refetched. */
const useIconChange = <Input>(mutationFn: (input: Input) => Promise<AvatarIconAdmin[]>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (icons) => queryClient.setQueryData(queryKey, icons),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
};

/** `POST /console-api/avatar-icons`: an image uploaded through the console's media (audited). */
export const useAddAvatarIcon = () =>
  useIconChange((imageUrl: string) => call(admin.add, { body: { imageUrl } }));

/** `DELETE /console-api/avatar-icons/:id` (audited). */
export const useRemoveAvatarIcon = () =>
  useIconChange((id: number) => call(admin.remove, { params: { id } }));

/** `PUT /console-api/avatar-icons/order`: every offered icon's id in the new order (audited). */
export const useOrderAvatarIcons = () =>
  useIconChange((ids: number[]) => call(admin.order, { body: { ids } }));
