/**
 * What back-to-top (client/features/shell/components/back-to-top.tsx) would cover where it stands:
 * loaded once the reader scrolls past the top, so that it is not in the page's first load.
 */

/** What a reader may need to reach under the button: anything that takes a click, a tap or focus. */
const CONTROL = 'a[href], button, input, select, textarea, summary, label, [tabindex]:not([tabindex="-1"]), [role="button"], [role="link"], [role="checkbox"], [role="tab"]';

/** A box on the screen, in CSS pixels from its top-start corner as getBoundingClientRect gives it. */
export type Box = Pick<DOMRect, 'left' | 'right' | 'top' | 'bottom'>;

/**
 * Whether the button, at `box`, would cover any part of a control of the page. Only a control many
 * times the button's size (a card that is one big link) may have a corner under it, and only while
 * it does not have focus: the focused control is always in sight (WCAG 2.4.11).
 */
export function coversControl(box: Box, button: HTMLElement): boolean {
  const buttonArea = (box.right - box.left) * (box.bottom - box.top);
  const seen = new Set<Element>();
  const steps = [0, 0.25, 0.5, 0.75, 1];
  for (const x of steps.map((step) => box.left + 1 + step * (box.right - box.left - 2))) {
    for (const y of steps.map((step) => box.top + 1 + step * (box.bottom - box.top - 2))) {
      for (const element of document.elementsFromPoint(x, y)) {
        const control = button.contains(element) ? null : element.closest(CONTROL);
        if (!control || seen.has(control)) continue;
        seen.add(control);
        const area = control.getBoundingClientRect();
        if (area.width * area.height < 8 * buttonArea || control.contains(document.activeElement)) return true;
      }
    }
  }
  return false;
}
