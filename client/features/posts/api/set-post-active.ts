import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPostRef } from '#common/schemas/posts.ts';
import { apiFetch } from '#client/lib/api.ts';
import { postApiPath } from './get-post.ts';
import { invalidatePost } from './save-post.ts';

/** Pauses (isActive false) or re-activates one of the user's posts. */
export function setPostActive(options: { id: string; isActive: boolean }): Promise<TPostRef> {
  return apiFetch<TPostRef>(`${postApiPath(options.id)}/${options.isActive ? 'activate' : 'pause'}`, { method: 'POST' });
}

export function useSetPostActive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPostActive, onSuccess: (ref) => invalidatePost(queryClient, ref.kind) });
}
