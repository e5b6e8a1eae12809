import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPostKind } from '#common/schemas/posts.ts';
import { apiFetch } from '#client/lib/api.ts';
import { postApiPath } from './get-post.ts';
import { invalidatePost } from './save-post.ts';

/** Deletes one of the user's posts for good. */
export function deletePost(options: { kind: TPostKind; id: string }): Promise<void> {
  return apiFetch<void>(postApiPath(options.id), { method: 'DELETE' });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePost, onSuccess: (_answer, variables) => invalidatePost(queryClient, variables.kind) });
}
