/**
 * Keeps a control that the keyboard focuses clear of the sticky header and the phone's bottom bar
 * (WCAG 2.2, 2.4.11; issue 33). The html element's scroll-padding (client/styles/app.css) does it
 * when the browser scrolls a control into view, but for a text field the browser brings only the
 * caret into view: a textarea whose first line shows keeps its lower part under the bottom bar.
 * After the browser's own scrolling, a focused control that still reaches into the padding is
 * scrolled the least way that shows it whole. One taller than the space between the bars, one in
 * the bars themselves (or anything else fixed or sticky) and one in a dialog are left where they are.
 *
 * @example const stop = keepFocusInSight(); // … stop();
 */
/** Whether the element is, or lies in, a fixed or sticky box: it moves with the screen, not the page. */
function isOnScreenLayer(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
    const { position } = getComputedStyle(node);
    if (position === 'fixed' || position === 'sticky') return true;
  }
  return false;
}

export function keepFocusInSight(): () => void {
  let frame = 0;
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target.closest('[role="dialog"], [role="alertdialog"]') || !target.matches(':focus-visible')) return;
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      if (document.activeElement !== target || isOnScreenLayer(target)) return;
      const style = getComputedStyle(document.documentElement);
      const top = parseFloat(style.scrollPaddingTop) || 0;
      const bottom = window.innerHeight - (parseFloat(style.scrollPaddingBottom) || 0);
      const box = target.getBoundingClientRect();
      if (box.height > bottom - top) return;
      if (box.top < top || box.bottom > bottom) target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
  };
  document.addEventListener('focusin', onFocusIn);
  return () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('focusin', onFocusIn);
  };
}
