import { options } from 'preact';
import { Component, Suspense, type ReactElement } from 'react';
import { findDOMNode } from 'preact/compat';

/**
 * Hydration in parts (docs/decisions/014-performance.md). Preact hydrates a server-rendered page
 * in one synchronous pass, which on a cheap phone is one long task between the first paint and the
 * first tap. A part wrapped in `HydrateLater` is left as the server wrote it during that pass (its
 * render suspends, and Preact keeps the markup of a tree that suspends while hydrating) and is
 * taken over afterwards, one part per task, in the order of the page; a part inside a part is
 * taken over in a task of its own right after the part around it. Before that its links work as
 * plain links; the parts are taken over within a few frames of the first pass, usually before a
 * reader reaches them.
 *
 * Only the page's first hydration is split: a page rendered in the browser (every later page, or a
 * reader whose language the server did not render) renders the parts at once.
 *
 * Effects (`useEffect`) wait until the last part is in: Preact runs them after a frame, which would
 * otherwise fall between two parts, so that the page's timers and requests would start, and change
 * what is shown, while parts of it are still the server's markup.
 */

let isFirstPass = false;
const waiting: Array<() => void> = [];
/** While a part is being taken over: the parts inside it wait too, next in line (see `Later`). */
let isTakingOver = false;
let nextInLine = 0;
let afterParts: Array<() => void> = [];
let isDraining = false;
let heldEffects: Array<() => void> = [];
let releaseEffects = () => {};

/**
 * Runs the page's hydration (`hydrateRoot`) in a task of its own, then takes over the parts it
 * left, one per task. When the scripts are already in (the cache, a fast line), evaluating the
 * modules and the first hydration would otherwise fall in one long task.
 */
export function hydrateInParts(hydrate: () => void): void {
  isDraining = true;
  nextTask(() => hydrateNow(hydrate));
}

function hydrateNow(hydrate: () => void): void {
  const scheduleEffects = options.requestAnimationFrame;
  options.requestAnimationFrame = (flush) => heldEffects.push(flush);
  releaseEffects = () => {
    options.requestAnimationFrame = scheduleEffects;
    const flushes = heldEffects;
    heldEffects = [];
    for (const flush of flushes) flush();
  };
  isFirstPass = true;
  try {
    hydrate();
  } finally {
    isFirstPass = false;
    drain();
  }
}

/** Runs `callback` once every part left by the first hydration has been taken over (at once when none is waiting). */
export function whenPartsHydrated(callback: () => void): void {
  if (isDraining) afterParts.push(callback);
  else callback();
}

/** A task of its own, also under a test's fake clock (which holds timers, not message ports). */
function nextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

function drain(): void {
  nextTask(() => {
    const resume = waiting.shift();
    if (resume) {
      // Resolving the part's promise re-renders its boundary in this task's microtasks; the parts
      // inside it are left for the tasks after it, in their order, before the parts that follow.
      isTakingOver = true;
      nextInLine = 0;
      resume();
      drain();
      return;
    }
    isTakingOver = false;
    isDraining = false;
    const callbacks = afterParts;
    afterParts = [];
    for (const callback of callbacks) callback();
    releaseEffects();
  });
}

/**
 * Suspends during the first pass, and renders `children` once resumed. A part taken over after the
 * page announces it with `sbp:part-hydrated` (its first element as the detail), in the commit that
 * hydrated it, as the page announces its own first pass with `sbp:hydrated` (client/main.tsx): a
 * browser test compares what each hydration left with what the server sent.
 */
class Later extends Component<{ children: ReactElement }> {
  private isDeferred = false;
  private hasRendered = false;

  render(): ReactElement {
    if (isFirstPass) {
      this.isDeferred = true;
      throw new Promise<void>((resolve) => waiting.push(resolve));
    }
    // A part met for the first time while the part around it is taken over: its own task, next.
    if (isTakingOver && !this.isDeferred && !this.hasRendered) {
      this.isDeferred = true;
      throw new Promise<void>((resolve) => waiting.splice(nextInLine++, 0, resolve));
    }
    this.hasRendered = true;
    return this.props.children;
  }

  componentDidMount(): void {
    this.announce();
  }

  componentDidUpdate(): void {
    this.announce();
  }

  private announce(): void {
    if (!this.isDeferred) return;
    this.isDeferred = false;
    isTakingOver = false;
    dispatchEvent(new CustomEvent('sbp:part-hydrated', { detail: findDOMNode(this) }));
  }
}

/**
 * Server-renders `children` as usual and, in the browser, hydrates them after the rest of the page.
 * `children` must render one element (Preact keeps the first node of a tree that suspends).
 */
export function HydrateLater({ children }: { children: ReactElement }): ReactElement {
  return (
    <Suspense fallback={null}>
      <Later>{children}</Later>
    </Suspense>
  );
}
