import { ClipboardList, FileCheck2, Flag, Inbox, Settings, Users, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { NavLink } from 'react-router';

const SECTIONS = [
  { path: '/admin/verifications', key: 'verifications', Icon: FileCheck2 },
  { path: '/admin/reports', key: 'reports', Icon: Flag },
  { path: '/admin/communities', key: 'communities', Icon: UsersRound },
  { path: '/admin/enquiries', key: 'enquiries', Icon: Inbox },
  { path: '/admin/users', key: 'users', Icon: Users },
  { path: '/admin/settings', key: 'settings', Icon: Settings },
  { path: '/admin/audit', key: 'audit', Icon: ClipboardList },
] as const;

/** The frame of every admin page: the panel's name, the sections as a small navigation, the page's title. */
export function AdminShell({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6">
      <p className="text-sm font-semibold text-muted">{t('admin.title')}</p>
      {/* The sections wrap onto a second line on a phone, so that every one, the current one too, stays in view. */}
      <nav aria-label={t('admin.nav.label')}>
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map(({ path, key, Icon }) => (
            <li key={key}>
              <NavLink
                to={path}
                className={({ isActive }) =>
                  `inline-flex items-center gap-2 whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-semibold ${
                    isActive ? 'border-brand bg-brand text-on-brand' : 'border-line bg-card hover:border-brand'
                  }`
                }
              >
                <Icon className="size-4" aria-hidden="true" />
                {t(`admin.nav.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** A row of filter buttons (pending / approved / …) that says which one is on. */
export function FilterTabs<T extends string>({ value, options, onChange }: { value: T; options: Array<{ value: T; label: string }>; onChange: (value: T) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('admin.filterLabel')} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={`rounded-lg border px-3 py-1.5 text-sm font-semibold ${value === option.value ? 'border-brand bg-brand/10 text-brand' : 'border-line bg-card text-ink hover:border-brand'}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
