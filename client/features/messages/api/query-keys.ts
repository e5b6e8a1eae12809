/** Query keys of the messages feature; the live updates (hooks/use-messages-live.ts) address them. */
export const messageKeys = {
  all: ['messages'] as const,
  unread: ['messages', 'unread'] as const,
  conversations: ['messages', 'conversations'] as const,
  thread: (peerId: string, post: string | null) => ['messages', 'thread', peerId, post] as const,
  threads: ['messages', 'thread'] as const,
  pages: (conversationId: string) => ['messages', 'pages', conversationId] as const,
};
