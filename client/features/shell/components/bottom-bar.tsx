import { Bell, Heart, House, MessageCircle, Plus, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { NavLink, useLocation } from 'react-router';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { useUnreadCount } from '#client/features/messages/hooks/use-unread-count.ts';
import { useUnreadNotifications } from '#client/features/notifications/hooks/use-unread-notifications.ts';
import { GuardedLink } from './guarded-link.tsx';
import { UnreadBadge } from './unread-badge.tsx';

const slot = ({ isActive }: { isActive: boolean }) =>
  `flex min-w-0 flex-col items-center justify-center gap-0.5 py-1.5 text-[0.5625rem] leading-tight tracking-tight min-[400px]:text-[0.625rem] ${isActive ? 'text-brand font-semibold' : 'text-muted'}`;

function SlotContent({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      <span className="relative">{icon}</span>
      <span className="max-w-full truncate">{label}</span>
    </>
  );
}

/** The fixed bar of phones (below 768 px): seven slots with a round add-listing button in the middle. */
export function BottomBar() {
  const { t } = useTranslation();
  const { user } = useSession();
  const unread = useUnreadCount();
  const unreadNotifications = useUnreadNotifications();
  const { pathname } = useLocation();
  const iconClass = 'size-5';
  return (
    <nav
      aria-label={t('shell.bottomBar')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-card pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      {/* Each slot is as wide as its label and shares out what is left, so that the longest English
          labels ("Communities", "Notifications") show whole on a 375 px phone. */}
      <ul className="flex items-end [&>li]:min-w-0 [&>li]:flex-auto">
        <li>
          <NavLink to="/" end className={slot}>
            <SlotContent icon={<House className={iconClass} aria-hidden="true" />} label={t('nav.home')} />
          </NavLink>
        </li>
        <li>
          <GuardedLink to="/messages" area="messages" className={slot}>
            <span className="relative">
              <MessageCircle className={iconClass} aria-hidden="true" />
              {/* On the messages screen everything is being read: no badge there. */}
              {pathname !== '/messages' && <UnreadBadge count={unread} />}
            </span>
            <span className="max-w-full truncate">{t('nav.messages')}</span>
          </GuardedLink>
        </li>
        <li>
          <GuardedLink to="/communities" area="communities" className={slot}>
            <SlotContent icon={<Users className={iconClass} aria-hidden="true" />} label={t('nav.communities')} />
          </GuardedLink>
        </li>
        <li className="flex !flex-none justify-center px-1">
          <GuardedLink
            to="/add-listing"
            area="addListing"
            label={t('nav.addListing')}
            className="-mt-5 mb-1 grid size-12 place-items-center rounded-full bg-brand text-on-brand shadow-lg ring-4 ring-card"
          >
            <Plus className="size-6" aria-hidden="true" />
          </GuardedLink>
        </li>
        <li>
          <GuardedLink to="/notifications" area="notifications" className={slot}>
            <span className="relative">
              <Bell className={iconClass} aria-hidden="true" />
              <UnreadBadge count={unreadNotifications} testId="notifications-badge" />
            </span>
            <span className="max-w-full truncate">{t('nav.notifications')}</span>
          </GuardedLink>
        </li>
        <li>
          <GuardedLink to="/favorites" area="favorites" className={slot}>
            <SlotContent icon={<Heart className={iconClass} aria-hidden="true" />} label={t('nav.favorites')} />
          </GuardedLink>
        </li>
        <li>
          <NavLink to={user ? '/account' : '/sign-in'} className={slot}>
            <SlotContent icon={<UserRound className={iconClass} aria-hidden="true" />} label={t('nav.account')} />
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
