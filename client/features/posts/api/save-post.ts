import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPostInput, TPostKind, TPostRef } from '#common/schemas/posts.ts';
import { apiFetch } from '#client/lib/api.ts';
import { postApiPath } from './get-post.ts';

export interface SavePostVariables {
  id?: string;
  input: TPostInput;
}

/** Publishes a new post (no id) or replaces an existing one of the user's. */
export function savePost(variables: SavePostVariables): Promise<TPostRef> {
  return apiFetch<TPostRef>(postApiPath(variables.id), {
    method: variables.id ? 'PATCH' : 'POST',
    body: JSON.stringify(variables.input),
  });
}

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    // A failed write answers with field errors that must reach the form, not be retried.
    retry: false,
    onSuccess: (ref) => invalidatePost(queryClient, ref.kind),
  });
}

export function invalidatePost(queryClient: ReturnType<typeof useQueryClient>, kind: TPostKind) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['posts', kind] }),
    queryClient.invalidateQueries({ queryKey: ['me', 'posts'] }),
  ]);
}
