/** Unread messages of the signed-in user; 0 until the messages feature provides the live count. */
export function useUnreadCount(): number {
  return 0;
}
