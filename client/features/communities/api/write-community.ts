import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCommunityCommentInput, TCommunityPostInput } from '#common/schemas/communities.ts';
import { apiFetch } from '#client/lib/api.ts';
import { COMMUNITIES_KEY } from './list-communities.ts';

/**
 * Every write of a community page (posts and comments: write, edit, delete, remove), one request
 * each; the feed and comments refresh after any of them.
 */
export type CommunityWrite =
  | { action: 'createPost'; communityId: string; input: TCommunityPostInput }
  | { action: 'updatePost'; postId: string; input: TCommunityPostInput }
  | { action: 'deletePost' | 'removePost'; postId: string }
  | { action: 'createComment'; postId: string; input: TCommunityCommentInput }
  | { action: 'updateComment'; commentId: string; input: TCommunityCommentInput }
  | { action: 'deleteComment' | 'removeComment'; commentId: string };

function request(write: CommunityWrite): Promise<unknown> {
  const json = (method: string, body: unknown) => ({ method, body: JSON.stringify(body) });
  switch (write.action) {
    case 'createPost':
      return apiFetch(`/api/v1/communities/${encodeURIComponent(write.communityId)}/posts`, json('POST', write.input));
    case 'updatePost':
      return apiFetch(`/api/v1/community-posts/${write.postId}`, json('PATCH', write.input));
    case 'deletePost':
      return apiFetch(`/api/v1/community-posts/${write.postId}`, { method: 'DELETE' });
    case 'removePost':
      return apiFetch(`/api/v1/community-posts/${write.postId}/remove`, { method: 'POST' });
    case 'createComment':
      return apiFetch(`/api/v1/community-posts/${write.postId}/comments`, json('POST', write.input));
    case 'updateComment':
      return apiFetch(`/api/v1/community-comments/${write.commentId}`, json('PATCH', write.input));
    case 'deleteComment':
      return apiFetch(`/api/v1/community-comments/${write.commentId}`, { method: 'DELETE' });
    case 'removeComment':
      return apiFetch(`/api/v1/community-comments/${write.commentId}/remove`, { method: 'POST' });
  }
}

export function useCommunityWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [COMMUNITIES_KEY] }),
  });
}
