import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useLoginGuard, type GuardedArea } from '../hooks/use-login-guard.ts';

/** A link to a page that needs an account; visitors get the Login Required toast instead. */
export function GuardedLink({
  to,
  area,
  className,
  children,
  label,
  onNavigate,
}: {
  to: string;
  area: GuardedArea;
  className: string | ((state: { isActive: boolean }) => string);
  children: ReactNode;
  label?: string;
  onNavigate?: () => void;
}) {
  const guard = useLoginGuard();
  return (
    <NavLink
      to={to}
      state={{ guardedArea: area }}
      className={className}
      onClick={(event) => {
        guard(event, area);
        onNavigate?.();
      }}
    >
      {/* The name is text, not aria-label, so that a badge inside adds its count to it
          ("Messages Unread: 3") instead of being a visible text the name leaves out. */}
      {label ? <span className="sr-only">{label}</span> : null}
      {children}
    </NavLink>
  );
}
