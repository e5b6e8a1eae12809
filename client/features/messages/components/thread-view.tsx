import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, BadgeCheck, Ban, Flag } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import { toast } from '#client/lib/toast.tsx';
import type { TUploadedImage } from '#common/schemas/uploads.ts';
import { DialogActions } from '#client/app/components/dialog-actions.tsx';
import { DialogButton } from '#client/app/components/dialog-panel.tsx';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { ApiError } from '#client/lib/api.ts';
import { useThread } from '../api/get-thread.ts';
import { useMessagePages } from '../api/list-messages.ts';
import { messageKeys } from '../api/query-keys.ts';
import { setBlock } from '../api/set-block.ts';
import { useOutbox } from '../hooks/use-outbox.ts';
import { addMessageToCache, startConversationCache } from '../lib/message-cache.ts';
import { newClientId, outbox } from '../lib/outbox.ts';
import { Composer } from './composer.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { PeerAvatar } from './peer-avatar.tsx';
import { PostCardHead } from './post-card-head.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { sellerPath } from '#common/post-path.ts';

const headButtonClass = 'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-2 py-1.5 text-sm font-semibold text-muted hover:bg-surface';

/** Within this many pixels of the bottom, a new message scrolls the thread down. */
const NEAR_BOTTOM_PX = 120;

/** The thread with one user: its head, messages (older ones paged in when scrolling up), the composer. */
export function ThreadView({ peerId, post }: { peerId: string; post: string | null }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const thread = useThread(peerId, post);
  const conversationId = thread.data?.conversationId ?? null;
  const pages = useMessagePages(conversationId);
  const pending = useOutbox(peerId);
  const [isReporting, setReporting] = useState(false);
  const [isConfirmingBlock, setConfirmingBlock] = useState(false);
  const [isBlocking, setBlocking] = useState(false);
  const headingId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const heightBeforeOlder = useRef<number | null>(null);
  const wasNearBottom = useRef(true);

  const messages = (pages.data?.pages.flatMap((page) => page.items) ?? []).slice().reverse();
  const newestKey = `${messages.at(-1)?.id ?? ''}:${pending.length}`;
  const pageCount = pages.data?.pages.length ?? 0;

  // Older messages were added above: keep what the reader was looking at in place.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || heightBeforeOlder.current === null) return;
    element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  }, [pageCount]);

  // A new message at the bottom: follow it when the reader was at the bottom (always for one's own).
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && wasNearBottom.current) element.scrollTop = element.scrollHeight;
  }, [newestKey]);

  const onScroll = () => {
    const element = scroller.current;
    if (element) wasNearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
  };

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    const sentinel = top.current;
    const root = scroller.current;
    if (!sentinel || !root || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          heightBeforeOlder.current = root.scrollHeight;
          void fetchNextPage();
        }
      },
      { root, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const flush = useCallback(() => {
    void outbox.flush((message) => {
      if (conversationId) addMessageToCache(queryClient, message);
      else startConversationCache(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
      if (!conversationId) void queryClient.invalidateQueries({ queryKey: messageKeys.threads });
    });
  }, [conversationId, queryClient]);

  const send = useCallback(
    (text: string, image: TUploadedImage | null) => {
      wasNearBottom.current = true;
      outbox.add({ clientId: newClientId(), to: peerId, text, image, post });
      flush();
    },
    [flush, peerId, post],
  );

  const setBlocked = async (next: boolean) => {
    if (!thread.data) return;
    setBlocking(true);
    try {
      await setBlock(peerId, next);
      toast.success(t(next ? 'messages.blockedToast' : 'messages.unblockedToast', { name: thread.data.peer.name }));
      setConfirmingBlock(false);
      await queryClient.invalidateQueries({ queryKey: messageKeys.threads });
    } catch (error) {
      toast.error(t(error instanceof ApiError ? `errors.${error.code}` : 'errors.internal'));
    } finally {
      setBlocking(false);
    }
  };

  if (thread.isError) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
        <p className="text-muted">{t('messages.userNotFound')}</p>
        <Link to="/messages" className="font-semibold text-brand">
          {t('messages.back')}
        </Link>
      </div>
    );
  }
  if (!thread.data) {
    return (
      <div role="status" className="p-6 text-muted">
        {t('common.loading')}
      </div>
    );
  }
  const { peer } = thread.data;
  // A deleted account keeps its messages here under the "Deleted user" label; it takes no replies.
  const peerName = peer.isDeleted ? t('messages.deletedUser') : peer.name;
  const isBlocked = thread.data.hasBlocked || thread.data.isBlockedBy;
  const blockLabel = (
    <>
      <Ban className="size-4" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{thread.data.hasBlocked ? t('messages.unblock') : t('messages.block')}</span>
    </>
  );

  return (
    <section aria-labelledby={headingId} className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-2 border-b border-line bg-card px-2 py-2 sm:px-3">
        <Link to="/messages" aria-label={t('messages.back')} className="icon-button md:hidden">
          <ArrowRight className="size-5 ltr:-scale-x-100" aria-hidden="true" />
        </Link>
        <PeerAvatar name={peerName} url={peer.avatarUrl} size={40} />
        <h2 id={headingId} className="flex min-w-0 flex-1 items-center gap-1 font-bold">
          {peer.isDeleted ? (
            <span className="truncate text-muted italic">{peerName}</span>
          ) : (
            <Link to={sellerPath(peer.id)} dir="auto" className="truncate hover:underline">
              {peerName}
            </Link>
          )}
          {peer.isVerified && <BadgeCheck className="size-4 shrink-0 text-brand" aria-label={t('messages.verified')} />}
        </h2>
        {peer.isDeleted ? null : (
          <>
            {thread.data.hasBlocked ? (
              <button type="button" onClick={() => void setBlocked(false)} className={`${headButtonClass} hover:text-ink`}>
                {blockLabel}
              </button>
            ) : (
              // Blocking asks first and says what it does and how to undo it, as deleting does.
              <DialogButton
                isOpen={isConfirmingBlock}
                onOpenChange={setConfirmingBlock}
                trigger={blockLabel}
                triggerClassName={`${headButtonClass} hover:text-ink`}
                title={t('messages.blockTitle', { name: peer.name })}
                titleDir="auto"
                closeLabel={t('enquiry.close')}
                description={t('messages.blockBody')}
                width="md"
              >
                <div className="mt-6">
                  <DialogActions tone="danger" cancelLabel={t('messages.cancel')} submitLabel={t('messages.block')} isPending={isBlocking} onConfirm={() => void setBlocked(true)} />
                </div>
              </DialogButton>
            )}
            <button type="button" onClick={() => setReporting(true)} className={`${headButtonClass} hover:text-danger`}>
              <Flag className="size-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('messages.report')}</span>
            </button>
          </>
        )}
      </header>
      {thread.data.post && <PostCardHead post={thread.data.post} />}
      <div
        ref={scroller}
        onScroll={onScroll}
        role="log"
        tabIndex={0}
        aria-label={t('messages.threadLabel', { name: peerName })}
        className="min-h-0 flex-1 overflow-y-auto bg-surface px-3 py-3"
      >
        <div ref={top} />
        {isFetchingNextPage && (
          <p role="status" className="py-2 text-center text-sm text-muted">
            {t('messages.loadingOlder')}
          </p>
        )}
        {messages.length === 0 && pending.length === 0 && !pages.isFetching && (
          <p dir="auto" className="py-8 text-center text-muted">
            {t('messages.firstMessage', { name: peerName })}
          </p>
        )}
        <ol className="flex flex-col gap-2">
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              text={message.text}
              image={message.image}
              createdAt={message.createdAt}
              isOwn={message.senderId === user?.id}
              status={message.status}
            />
          ))}
          {pending.map((entry) => (
            <MessageBubble
              key={entry.clientId}
              text={entry.text}
              image={entry.image ? { id: entry.image.id, url: entry.image.baseUrl, width: entry.image.width, height: entry.image.height, variants: entry.image.variants } : null}
              createdAt={entry.createdAt}
              isOwn
              status={entry.state === 'failed' ? 'failed' : 'pending'}
            >
              {entry.state === 'failed' && (
                <p className="mt-1 text-xs">
                  <span role="alert">{t(entry.errorKey ?? 'errors.internal')}</span>{' '}
                  <button type="button" className="font-semibold underline" onClick={() => {
                      outbox.retry(entry.clientId);
                      flush();
                    }}>
                    {t('messages.retry')}
                  </button>
                </p>
              )}
            </MessageBubble>
          ))}
        </ol>
      </div>
      {peer.isDeleted || isBlocked ? (
        <p role="note" className="border-t border-line bg-card p-4 text-center text-sm text-muted">
          {peer.isDeleted ? t('messages.deletedUserNote') : thread.data.hasBlocked ? t('messages.blockedByYou') : t('messages.blockedYou')}
        </p>
      ) : (
        <Composer peerName={peer.name} onSend={send} />
      )}
      {peer.isDeleted ? null : <ReportDialog userId={peer.id} name={peer.name} open={isReporting} onOpenChange={setReporting} />}
    </section>
  );
}
