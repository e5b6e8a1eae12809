import { describe, expect, it } from 'vitest';
import { createGate } from './search-gate.ts';

describe('the search gate', () => {
  it('runs at most its limit at once, the others in arrival order, and goes on after a failure', async () => {
    const gate = createGate(1);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: Array<() => void> = [];
    const work = (id: number, fail = false) =>
      gate.run(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(id);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        if (fail) throw new Error('failed');
        return id;
      });
    const results = [work(1, true), work(2), work(3)].map((promise) => promise.catch((error: Error) => error.message));
    // Release each piece of work as it starts.
    while (order.length < 3 || releases.length > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    expect(await Promise.all(results)).toEqual(['failed', 2, 3]);
    expect(order).toEqual([1, 2, 3]);
    expect(most).toBe(1);
  });
});
