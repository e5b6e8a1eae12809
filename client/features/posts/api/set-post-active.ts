import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPostKind, TPostRef } from '#common/schemas/posts.ts';
import { apiFetch } from '#client/lib/api.ts';
import { postApiPath } from './get-post.ts';
import { invalidatePost } from './save-post.ts';

/** Pauses (isActive false) or re-activates one of the user's posts. */
export function setPostActive(options: { kind: TPostKind; id: string; isActive: boolean }): Promise<TPostRef> {
  return apiFetch<TPostRef>(`${postApiPath(options.kind, options.id)}/${options.isActive ? 'activate' : 'pause'}`, { method: 'POST' });
}

export function useSetPostActive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPostActive, onSuccess: (_ref, variables) => invalidatePost(queryClient, variables.kind) });
}
