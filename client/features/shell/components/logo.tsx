import { Link } from 'react-router';
import { useTranslation } from '#client/lib/texts.tsx';
import { useBrand } from '../hooks/use-brand.ts';

/** The portal's mark; never mirrored. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={`shrink-0 ${className}`} aria-hidden="true" data-logo>
      <rect width="64" height="64" rx="14" className="fill-brand" />
      <path d="M16 44V26l16-10 16 10v18H38V32H26v12z" className="fill-on-brand" />
    </svg>
  );
}

/** The logo: mark and brand name, linking to /. */
export function Logo() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Link to="/" aria-label={t('shell.homeLink', { brand })} className="flex min-w-0 items-center gap-2 rounded-lg">
      <LogoMark />
      <span className="line-clamp-2 text-sm leading-tight font-bold text-brand-strong sm:text-base dark:text-brand">{brand}</span>
    </Link>
  );
}
