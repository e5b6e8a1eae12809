import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { sessionQuery } from '#client/features/auth/api/get-session.ts';
import { sessionsQuery } from '#client/features/auth/api/list-sessions.ts';
import { revokeSession } from '#client/features/auth/api/revoke-session.ts';
import { FormMessage, secondaryButtonClass } from '#client/app/components/form-field.tsx';
import { authErrorText } from '#client/features/auth/lib/auth-error-text.ts';
import { useFormat } from '#client/lib/format.ts';

/** A short, readable name for a browser's user agent. */
function deviceName(userAgent: string | null | undefined): string | undefined {
  if (!userAgent) return undefined;
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Chrome\//.test(userAgent) ? 'Chrome' : /Firefox\//.test(userAgent) ? 'Firefox' : /Safari\//.test(userAgent) ? 'Safari' : undefined;
  const system = /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Windows/.test(userAgent) ? 'Windows' : /Mac OS/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : undefined;
  return [browser, system].filter(Boolean).join(' · ') || undefined;
}

/** The account's active sessions; end one, or all but this one. */
export function SessionsSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery);
  const current = useQuery(sessionQuery).data?.session.token;
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>();

  async function end(target: { token: string } | 'others') {
    setMessage(undefined);
    try {
      await revokeSession(target);
      await queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
      setMessage({ tone: 'success', text: target === 'others' ? t('security.endedAll') : t('security.ended') });
    } catch (caught) {
      setMessage({ tone: 'error', text: authErrorText(caught, 'other', t) });
    }
  }

  const list = sessions.data ?? [];
  return (
    <div className="flex flex-col gap-3">
      {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
      <ul className="flex flex-col divide-y divide-line rounded-lg border border-line" aria-label={t('security.sessions')}>
        {list.map((session) => {
          const name = deviceName(session.userAgent) ?? t('security.unknownDevice');
          const isCurrent = session.token === current;
          const Icon = /Android|iPhone|Mobile/.test(session.userAgent ?? '') ? Smartphone : Monitor;
          return (
            <li key={session.id} className="flex flex-wrap items-center gap-3 p-3">
              <Icon className="size-5 text-muted" aria-hidden="true" />
              <div className="flex-1">
                <p className="font-medium">
                  {name}
                  {isCurrent ? <span className="ms-2 rounded bg-brand/10 px-2 py-0.5 text-xs text-brand">{t('security.thisDevice')}</span> : null}
                </p>
                <p className="text-xs text-muted">{t('security.lastActive', { date: format.date(session.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}</p>
              </div>
              {isCurrent ? null : (
                <button type="button" className={secondaryButtonClass} onClick={() => void end({ token: session.token })} aria-label={`${t('security.endSession')}: ${name}`}>
                  {t('security.endSession')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {list.length > 1 ? (
        <button type="button" className={`${secondaryButtonClass} self-start`} onClick={() => void end('others')}>
          {t('security.endAll')}
        </button>
      ) : null}
    </div>
  );
}
