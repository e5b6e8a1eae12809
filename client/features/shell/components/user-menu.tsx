import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { useNavigate } from 'react-router';
import type { SessionUser } from '#client/features/auth/api/get-session.ts';
import { useIsAdmin } from '../hooks/use-is-admin.ts';
import { useSignOut } from '../hooks/use-sign-out.ts';
import { Avatar } from './avatar.tsx';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-ink outline-none select-none data-[highlighted]:bg-brand data-[highlighted]:text-on-brand';

/** The avatar menu of a signed-in user: My Account, Admin Panel (admins only), Sign Out. */
export default function UserMenu({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // Asked when the pointer or focus reaches the avatar, so the answer is usually there when it opens.
  const [isWanted, setWanted] = useState(false);
  const isAdmin = useIsAdmin(user.id, isWanted);
  const want = () => setWanted(true);
  const signOut = useSignOut();
  return (
    <DropdownMenu.Root dir={i18n.dir()} modal={false} onOpenChange={(open) => open && want()}>
      <DropdownMenu.Trigger aria-label={t('shell.userMenu')} className="icon-button" onPointerEnter={want} onFocus={want}>
        <Avatar user={user} />
      </DropdownMenu.Trigger>
      {/* Rendered in place, inside the header landmark, so the open menu belongs to a region. */}
      <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-48 rounded-lg border border-line bg-card p-1 shadow-lg">
        <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-muted" dir="auto">
          {user.name || user.email}
        </DropdownMenu.Label>
        <DropdownMenu.Item className={itemClass} onSelect={() => void navigate('/account')}>
          <UserRound className="size-4" aria-hidden="true" />
          {t('nav.myAccount')}
        </DropdownMenu.Item>
        {isAdmin && (
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate('/admin/verifications')}>
            <LayoutDashboard className="size-4" aria-hidden="true" />
            {t('nav.adminPanel')}
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator className="my-1 h-px bg-line" />
        <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
          <LogOut className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('nav.signOut')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
