import type { ReactNode } from 'react';

/** The frame around every page. The header, menus and footer come with the app shell. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-surface text-ink">
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
