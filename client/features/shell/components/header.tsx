import { Bell, Heart, MessageCircle, Plus, UserRound, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { useUnreadCount } from '#client/features/messages/hooks/use-unread-count.ts';
import { useUnreadNotifications } from '#client/features/notifications/hooks/use-unread-notifications.ts';
import { GuardedLink } from './guarded-link.tsx';
import { LanguageToggle } from './language-toggle.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SearchBar } from './search-bar.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { UnreadBadge } from './unread-badge.tsx';

// The avatar menu (and its menu library) loads only for signed-in users.
const UserMenu = lazy(() => import('./user-menu.tsx'));

const iconLink = ({ isActive }: { isActive: boolean }) => `icon-button relative ${isActive ? 'text-brand' : ''}`;

/** Logo, search, language and theme toggles, the member icons and Add Listing. */
export function Header() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const unread = useUnreadCount();
  const unreadNotifications = useUnreadNotifications();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2 md:gap-3 md:px-4">
        {/* The menu, the search bars and the member icons are taken over in tasks of their own, after the header. */}
        <MobileMenu />
        <Logo />
        <SearchBar className="mx-2 hidden max-w-xl flex-1 lg:flex" />
        <div className="ms-auto flex items-center gap-1">
          <nav aria-label={t('shell.menu.label')} className="hidden items-center gap-1 md:flex">
            <GuardedLink to="/communities" area="communities" label={t('nav.communities')} className={iconLink}>
              <Users className="size-5" aria-hidden="true" />
            </GuardedLink>
            <GuardedLink to="/messages" area="messages" label={t('nav.messages')} className={iconLink}>
              <MessageCircle className="size-5" aria-hidden="true" />
              <UnreadBadge count={unread} />
            </GuardedLink>
            <GuardedLink to="/favorites" area="favorites" label={t('nav.favorites')} className={iconLink}>
              <Heart className="size-5" aria-hidden="true" />
            </GuardedLink>
            <GuardedLink to="/notifications" area="notifications" label={t('nav.notifications')} className={iconLink}>
              <Bell className="size-5" aria-hidden="true" />
              <UnreadBadge count={unreadNotifications} testId="notifications-badge" />
            </GuardedLink>
          </nav>
          <LanguageToggle />
          <ThemeToggle />
          <div className="hidden md:block">
            {user ? (
              <Suspense fallback={<span className="icon-button" aria-hidden="true" />}>
                <UserMenu user={user} />
              </Suspense>
            ) : isPending ? (
              <span className="icon-button" aria-hidden="true" />
            ) : (
              <Link to="/sign-in" aria-label={t('nav.signIn')} className="icon-button">
                <UserRound className="size-5" aria-hidden="true" />
              </Link>
            )}
          </div>
          <GuardedLink
            to="/add-listing"
            area="addListing"
            className="ms-1 hidden items-center gap-1 rounded-full bg-brand px-4 py-2 text-sm font-semibold whitespace-nowrap text-on-brand hover:bg-brand-strong md:inline-flex"
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('nav.addListing')}
          </GuardedLink>
        </div>
      </div>
      <div className="px-3 pb-2 md:px-4 lg:hidden">
        <SearchBar className="mx-auto max-w-2xl" />
      </div>
    </header>
  );
}
