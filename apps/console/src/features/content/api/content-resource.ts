import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Every key of the content area starts here. */
export const CONTENT_KEY = ['content'] as const;

export interface ContentChange<Input> {
  id: number;
  input: Input;
}

/** The calls of one list, each of its contract endpoint (`contentAdminEndpoints.banners`, ...). */
export interface ContentCalls<Admin, Input> {
  getList: () => Promise<Admin[]>;
  createItem: (input: Input) => Promise<Admin>;
  updateItem: (change: ContentChange<Input>) => Promise<Admin>;
  deleteItem: (id: number) => Promise<null>;
}

/**
 * One list of site content (`banners`, `notices`, `announcements`, `popups`, `help`, `hot-matches`
 * ...): the list answers every row, a save adds or replaces one and answers the stored row, a
 * delete removes one; each change refreshes the list.
 */
export const createContentResource = <Admin, Input>(
  name: string,
  { getList, createItem, updateItem, deleteItem }: ContentCalls<Admin, Input>,
) => {
  const queryKey = [...CONTENT_KEY, name] as const;
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
