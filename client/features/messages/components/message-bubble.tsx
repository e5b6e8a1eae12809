import { AlertCircle, Check, CheckCheck, Clock } from 'lucide-react';
import { useTranslation } from '#client/lib/texts.tsx';
import type { TMessageStatus } from '#common/schemas/messages.ts';
import type { TStoredImage } from '#common/schemas/images.ts';
import { ResponsiveImage } from '#client/features/uploads/components/responsive-image.tsx';
import type { Language } from '#client/lib/i18n.ts';
import { messageTime } from './message-time.ts';

export type BubbleStatus = TMessageStatus | 'pending' | 'failed';

function StatusIcon({ status }: { status: BubbleStatus }) {
  const { t } = useTranslation();
  const label = t(`messages.status.${status}`);
  const Icon = { sent: Check, delivered: CheckCheck, read: CheckCheck, pending: Clock, failed: AlertCircle }[status];
  return (
    <span role="img" aria-label={label} title={label} className={status === 'read' ? 'text-sky-300' : status === 'failed' ? 'text-danger' : ''}>
      <Icon className="size-3.5" aria-hidden="true" />
    </span>
  );
}

/**
 * One message: the user's own at the end side, the other party's at the start side. The text is
 * shown as text (never as markup), in its own direction.
 */
export function MessageBubble(props: {
  text: string;
  image: TStoredImage | null;
  createdAt: string;
  isOwn: boolean;
  status?: BubbleStatus;
  children?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const own = props.isOwn;
  return (
    <li className={`flex ${own ? 'justify-end' : 'justify-start'}`}>
      <div className={`max-w-[85%] rounded-2xl px-3 py-2 shadow-sm sm:max-w-[70%] ${own ? 'rounded-ee-sm bg-brand text-on-brand' : 'rounded-es-sm bg-card text-ink ring-1 ring-line'}`}>
        {props.image && (
          <ResponsiveImage
            image={{ baseUrl: props.image.url, variants: props.image.variants, width: props.image.width, height: props.image.height }}
            alt={t('messages.imageAlt')}
            sizes="(min-width: 768px) 320px, 70vw"
            className="mb-1 max-h-80 w-auto rounded-xl object-contain"
          />
        )}
        {props.text && (
          <p dir="auto" className="break-words whitespace-pre-wrap">
            {props.text}
          </p>
        )}
        <p className={`mt-0.5 flex items-center justify-end gap-1 text-[0.6875rem] ${own ? 'text-on-brand/80' : 'text-muted'}`}>
          <time dateTime={props.createdAt}>{messageTime(props.createdAt, language)}</time>
          {own && props.status && <StatusIcon status={props.status} />}
        </p>
        {props.children}
      </div>
    </li>
  );
}
