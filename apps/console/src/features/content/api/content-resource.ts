import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, emptySchema } from '../../../shared/lib/api-client.ts';

/** Every key of the content area starts here. */
export const CONTENT_KEY = ['content'] as const;

export interface ContentChange<Input> {
  id: number;
  input: Input;
}

/**
 * One list of site content (`banners`, `notices`, `announcements`, `popups`, `help`, `hot-matches`
 * ...): `GET /console-api/content/<path>` answers every row, `POST` adds one, `PUT /:id` replaces
 * one and `DELETE /:id` removes it. Saves answer the stored row (`schema`); each refreshes the list.
 */
export const createContentResource = <Admin, Input>(path: string, schema: z.ZodType<Admin>) => {
  const queryKey = [...CONTENT_KEY, path] as const;
  const listSchema = z.array(schema);
  const getList = () => api.get(`/content/${path}`, listSchema);
  const createItem = (input: Input) => api.post(`/content/${path}`, input, schema);
  const updateItem = ({ id, input }: ContentChange<Input>) =>
    api.put(`/content/${path}/${id}`, input, schema);
  const deleteItem = (id: number) => api.delete(`/content/${path}/${id}`, emptySchema);
  const listQueryOptions = () => queryOptions({ queryKey, queryFn: getList });

  const useRefreshing = <Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn,
      onSuccess: () => queryClient.invalidateQueries({ queryKey }),
    });
  };

  return {
    queryKey,
    listQueryOptions,
    useList: () => useQuery(listQueryOptions()),
    useDelete: () => useRefreshing(deleteItem),
    /** A dialog's save: a new entry (no `id`) is created, an existing one replaced. Answers the stored row. */
    useSave: (id: number | undefined) => {
      const create = useRefreshing(createItem);
      const update = useRefreshing(updateItem);
      return (input: Input) =>
        id === undefined ? create.mutateAsync(input) : update.mutateAsync({ id, input });
    },
  };
};
