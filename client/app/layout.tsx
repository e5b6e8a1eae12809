import { Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '#client/lib/texts.tsx';
import { EnquiryProvider } from '#client/features/enquiries/components/enquiry-provider.tsx';
import { BackToTop } from '#client/features/shell/components/back-to-top.tsx';
import { BottomBar } from '#client/features/shell/components/bottom-bar.tsx';
import { ConnectionStatus } from '#client/features/shell/components/connection-status.tsx';
import { Footer } from '#client/features/shell/components/footer.tsx';
import { GoBackButton } from '#client/features/shell/components/go-back-button.tsx';
import { Header } from '#client/features/shell/components/header.tsx';
import { useDocumentTitle } from '#client/features/shell/hooks/use-document-title.ts';
import { useLanguageFromUrl } from '#client/features/shell/hooks/use-language.ts';
import { useTheme } from '#client/features/shell/hooks/use-theme.ts';
import { firstPageShown, showArabicFontOnNewPage } from '#client/lib/i18n.ts';
import { ScrollRestoration } from '#client/lib/scroll-restoration.tsx';
import { Toasts } from '#client/lib/toast.tsx';

/** The frame around every page: header, go-back, footer, back-to-top, the phone bottom bar, the connection notice and toasts. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { theme } = useTheme();
  useLanguageFromUrl();
  useDocumentTitle();
  // A page opened before the Arabic font was ever loaded takes it up with the next page, which the
  // browser lays out anew anyway (client/lib/i18n.ts).
  const { pathname } = useLocation();
  const isFirstPage = useRef(true);
  useEffect(firstPageShown, []);
  // Loaded after the page, out of its first load: the keyboard's first Tab comes later.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let isGone = false;
    void import('#client/lib/focus-in-sight.ts').then((module) => {
      if (!isGone) stop = module.keepFocusInSight();
    });
    return () => {
      isGone = true;
      stop?.();
    };
  }, []);
  useLayoutEffect(() => {
    if (isFirstPage.current) isFirstPage.current = false;
    else showArabicFontOnNewPage();
  }, [pathname]);
  return (
    <EnquiryProvider>
      <div className="flex min-h-dvh flex-col bg-surface pb-16 text-ink md:pb-0">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-brand font-semibold text-on-brand focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:px-4 focus:py-2"
        >
          {t('shell.skipToContent')}
        </a>
        {/* Each part of the frame is a Suspense boundary of its own: React hydrates a server-rendered
            page boundary by boundary, in short tasks and first where the reader taps, instead of in
            one long task (selective hydration). They never suspend in the browser. */}
        <Suspense>
          <Header />
        </Suspense>
        {/* At least a screen tall, so that the footer starts below the fold and never jumps down as a page fills in. */}
        <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
          <GoBackButton />
          {children}
        </main>
        <Suspense>
          <Footer />
        </Suspense>
        <BackToTop />
        <Suspense>
          <BottomBar />
        </Suspense>
        <ConnectionStatus />
      </div>
      {/* A new page opens at its top; going back returns to where the reader was. */}
      <ScrollRestoration />
      {/* At the bottom, above the phone's bottom bar, so that a toast never hides the header's controls; sonner loads with the first toast. */}
      <Toasts dir={i18n.dir()} theme={theme} position="bottom-center" mobileOffset={{ bottom: 80 }} richColors closeButton duration={5000} />
    </EnquiryProvider>
  );
}
