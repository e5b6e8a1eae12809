import type { SessionUser } from '#client/features/auth/api/get-session.ts';

/** The user's initial in a circle; the display name falls back to the part of the e-mail before @. */
export function Avatar({ user }: { user: SessionUser }) {
  const name = user.name.trim() || user.email.split('@')[0] || '?';
  return (
    <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-brand text-sm font-bold text-on-brand uppercase">
      {Array.from(name)[0]}
    </span>
  );
}
