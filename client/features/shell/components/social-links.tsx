import { MessageCircle, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import type { TSiteInfo } from '#common/schemas/site.ts';

type Network = keyof TSiteInfo['social'];

const svg = (children: ReactNode) => (
  <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    {children}
  </svg>
);

const ICONS: Record<Network, ReactNode> = {
  facebook: svg(<path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />),
  instagram: svg(
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>,
  ),
  telegram: <Send className="size-5" aria-hidden="true" />,
  whatsapp: <MessageCircle className="size-5" aria-hidden="true" />,
  linkedin: svg(
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </>,
  ),
};

const ORDER: Network[] = ['facebook', 'instagram', 'telegram', 'whatsapp', 'linkedin'];

/**
 * The address a configured value points to: a full http(s) URL as is, a WhatsApp number as a
 * wa.me link, a Telegram @handle as a t.me link; anything else is not shown.
 */
export function socialHref(network: Network, value: string): string | undefined {
  const trimmed = value.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (network === 'whatsapp' && /^\+?[\d\s-]{8,}$/.test(trimmed)) return `https://wa.me/${trimmed.replace(/\D/g, '')}`;
  if (network === 'telegram' && /^@\w{4,}$/.test(trimmed)) return `https://t.me/${trimmed.slice(1)}`;
  return undefined;
}

export function configuredSocialLinks(social: TSiteInfo['social'] | undefined): Array<{ network: Network; href: string }> {
  if (!social) return [];
  return ORDER.flatMap((network) => {
    const href = socialHref(network, social[network]);
    return href ? [{ network, href }] : [];
  });
}

/** The configured social links as labelled icons; renders nothing when none is configured. */
export function SocialLinks({ social, className = '' }: { social: TSiteInfo['social'] | undefined; className?: string }) {
  const { t } = useTranslation();
  const links = configuredSocialLinks(social);
  if (links.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {links.map(({ network, href }) => (
        <li key={network}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t(`shell.social.${network}`)} className="icon-button border border-line">
            {ICONS[network]}
          </a>
        </li>
      ))}
    </ul>
  );
}
