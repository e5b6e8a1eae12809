import { Bell, BookOpen, ChevronRight, Heart, LayoutDashboard, LogIn, LogOut, Menu, Plus, ShieldCheck, Target, UserRound, Users, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { siteInfoQuery } from '#client/app/site-info.ts';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { useUnreadNotifications } from '#client/features/notifications/hooks/use-unread-notifications.ts';
import { useIsAdmin } from '../hooks/use-is-admin.ts';
import { useSignOut } from '../hooks/use-sign-out.ts';
import { GuardedLink } from './guarded-link.tsx';
import { SocialLinks } from './social-links.tsx';
import { UnreadBadge } from './unread-badge.tsx';

const itemClass = 'flex w-full items-center gap-3 rounded-lg px-3 py-3 text-start text-base text-ink hover:bg-surface';

function ItemContent({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      {icon}
      <span className="flex-1">{children}</span>
      <ChevronRight className="size-4 text-muted rtl:-scale-x-100" aria-hidden="true" />
    </>
  );
}

/** The collapsible menu of narrow screens (below 768 px). */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { user } = useSession();
  const isAdmin = useIsAdmin(user?.id, open);
  const signOut = useSignOut();
  const unreadNotifications = useUnreadNotifications();
  const site = useQuery(siteInfoQuery);
  const location = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // A navigation closes the menu.
  const [lastKey, setLastKey] = useState(location.key);
  if (lastKey !== location.key) {
    setLastKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const close = () => setOpen(false);
  const icon = (Icon: typeof Menu) => <Icon className="size-5 text-brand" aria-hidden="true" />;

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('shell.menu.close') : t('shell.menu.open')}
        onClick={() => setOpen((value) => !value)}
        className="needs-script icon-button"
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-card shadow-lg"
      >
        <nav aria-label={t('shell.menu.label')} className="px-3 py-2">
          <ul>
            {user ? (
              <>
                <li>
                  <Link to="/account" className={itemClass} onClick={close}>
                    <ItemContent icon={icon(UserRound)}>{t('nav.myAccount')}</ItemContent>
                  </Link>
                </li>
                {isAdmin && (
                  <li>
                    <Link to="/admin/verifications" className={itemClass} onClick={close}>
                      <ItemContent icon={icon(LayoutDashboard)}>{t('nav.adminPanel')}</ItemContent>
                    </Link>
                  </li>
                )}
                <li>
                  <GuardedLink to="/notifications" area="notifications" className={itemClass} onNavigate={close}>
                    <ItemContent icon={icon(Bell)}>
                      {t('nav.notifications')} <UnreadBadge count={unreadNotifications} inline testId="notifications-badge" className="ms-2" />
                    </ItemContent>
                  </GuardedLink>
                </li>
                <li>
                  <GuardedLink to="/favorites" area="favorites" className={itemClass} onNavigate={close}>
                    <ItemContent icon={icon(Heart)}>{t('nav.favorites')}</ItemContent>
                  </GuardedLink>
                </li>
                <li>
                  <GuardedLink to="/communities" area="communities" className={itemClass} onNavigate={close}>
                    <ItemContent icon={icon(Users)}>{t('nav.communities')}</ItemContent>
                  </GuardedLink>
                </li>
                <li>
                  <GuardedLink to="/add-listing" area="addListing" className={itemClass} onNavigate={close}>
                    <ItemContent icon={icon(Plus)}>{t('nav.addListing')}</ItemContent>
                  </GuardedLink>
                </li>
                <li>
                  <button
                    type="button"
                    className={`needs-script ${itemClass}`}
                    onClick={() => {
                      close();
                      void signOut();
                    }}
                  >
                    <ItemContent icon={<LogOut className="size-5 text-brand rtl:-scale-x-100" aria-hidden="true" />}>{t('nav.signOut')}</ItemContent>
                  </button>
                </li>
              </>
            ) : (
              <li>
                <Link to="/sign-in" className={itemClass} onClick={close}>
                  <ItemContent icon={<LogIn className="size-5 text-brand rtl:-scale-x-100" aria-hidden="true" />}>{t('nav.signIn')}</ItemContent>
                </Link>
              </li>
            )}
          </ul>
          <hr className="my-2 border-line" />
          <ul>
            <li>
              <Link to="/business-guide" className={itemClass} onClick={close}>
                <ItemContent icon={icon(BookOpen)}>{t('nav.businessGuide')}</ItemContent>
              </Link>
            </li>
            <li>
              <Link to="/vision-goals" className={itemClass} onClick={close}>
                <ItemContent icon={icon(Target)}>{t('nav.visionGoals')}</ItemContent>
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className={itemClass} onClick={close}>
                <ItemContent icon={icon(ShieldCheck)}>{t('nav.privacyPolicy')}</ItemContent>
              </Link>
            </li>
          </ul>
          <SocialLinks social={site.data?.social} className="px-3 py-3" />
        </nav>
      </div>
    </div>
  );
}
