import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TCommunityLiveEvent } from '#common/schemas/communities.ts';
import { commentsKey } from '../api/list-comments.ts';
import { feedKey } from '../api/list-community-posts.ts';

/**
 * Keeps an open community page live: the server's event stream says what changed and the feed
 * (or one post's comments) reloads. EventSource reconnects by itself after a dropped connection;
 * on reconnect the feed reloads once, since what happened meanwhile was not kept.
 */
export function useCommunityLive(communityId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/v1/communities/${encodeURIComponent(communityId)}/live`);
    let opened = false;
    source.addEventListener('ready', () => {
      if (opened) void queryClient.invalidateQueries({ queryKey: feedKey(communityId) });
      opened = true;
    });
    source.addEventListener('change', (message) => {
      let event: TCommunityLiveEvent;
      try {
        event = JSON.parse((message as MessageEvent<string>).data) as TCommunityLiveEvent;
      } catch {
        return;
      }
      void queryClient.invalidateQueries({ queryKey: feedKey(communityId) });
      if (event.type.startsWith('comment.')) void queryClient.invalidateQueries({ queryKey: commentsKey(event.postId) });
    });
    return () => source.close();
  }, [communityId, enabled, queryClient]);
}
