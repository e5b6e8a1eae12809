import { ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import type { Box } from '../lib/covers-control.ts';

/** Shown after scrolling past 300 px (specification section 9). */
export const BACK_TO_TOP_AFTER = 300;

/**
 * Back to top, at the bottom end corner of the screen once the reader is past 300 px. It covers
 * nothing a reader needs (issue 33): right-to-left pages put their end-aligned actions (Delete,
 * Add a post) in that very corner. When a control lies under it, it moves to the start corner;
 * when one lies under that too, it steps out of the way until the reader scrolls on. Keyboard
 * focus on it keeps it where it is.
 */
export function BackToTop() {
  const { t } = useTranslation();
  const [isPastTop, setPastTop] = useState(false);
  const [place, setPlace] = useState<'end' | 'start' | 'hidden'>('hidden');
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let frame = 0;
    // The check of what lies under the button loads with the first scroll past the top, not with the page.
    let coversControl: ((box: Box, button: HTMLElement) => boolean) | undefined;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        setPastTop(window.scrollY > BACK_TO_TOP_AFTER);
        const element = button.current;
        if (!element || document.activeElement === element) return;
        if (!coversControl) {
          void import('../lib/covers-control.ts').then((module) => {
            coversControl = module.coversControl;
            update();
          });
          return;
        }
        const box = element.getBoundingClientRect();
        const mirrored = { left: window.innerWidth - box.right, right: window.innerWidth - box.left, top: box.top, bottom: box.bottom };
        const isAtStart = element.dataset.place === 'start';
        const [end, start] = isAtStart ? [mirrored, box] : [box, mirrored];
        setPlace(!coversControl(end, element) ? 'end' : !coversControl(start, element) ? 'start' : 'hidden');
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // A control that appears or moves under the button (a menu, a form opening) counts too.
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer.disconnect();
    };
  }, [isPastTop]);

  if (!isPastTop) return null;
  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <button
      ref={button}
      type="button"
      onClick={toTop}
      aria-label={t('shell.backToTop')}
      data-place={place}
      className={`needs-script fixed bottom-20 z-30 grid size-11 place-items-center rounded-full bg-brand text-on-brand shadow-lg hover:bg-brand-strong md:bottom-6 ${place === 'start' ? 'start-4' : 'end-4'} ${place === 'hidden' ? 'invisible' : ''}`}
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
