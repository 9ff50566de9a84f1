// How fast the page answers a player, measured inside the page with the User Timing API. Used by
// the latency benchmarks (`make bench-browser`), never by a pass/fail test: a busy machine is
// slow, not wrong.
//
// Every figure splits into the page's own work and the wait for the next frame:
// - update: from the input event to the page's DOM changed (the next task, or the first mutation
//   of the watched element);
// - render: from the next frame's start to that frame painted (its style, layout and paint);
// - wall: from the input to that frame painted, vsync wait included.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';

export interface FrameSample {
  update: number;
  render: number;
  wall: number;
}

/** Where each figure is kept for bench/write-doc.mjs, which writes docs/benchmarks.md. */
export const FIGURES_DIR = 'artifacts/bench';

/**
 * While something is dragged (the pointer button held down), moves the pointer over the centre
 * of each element in turn, and times the page's answer to each move.
 */
export async function hoverTimes(page: Page, targets: Locator[]): Promise<FrameSample[]> {
  const samples: FrameSample[] = [];
  for (const target of targets) samples.push(await timeInput(page, 'pointermove', target, null));
  return samples;
}

/** Clicks `clicked` and times until `watched` (or anything inside it) changes and is painted. */
export async function clickTime(page: Page, clicked: Locator, watched: Locator): Promise<FrameSample> {
  return timeInput(page, 'click', clicked, watched);
}

/** Taps `tapped` (pointer down and up, as the Abalone board takes a tap) and times until
 * `watched` (or anything inside it) changes and is painted. */
export async function tapTime(page: Page, tapped: Locator, watched: Locator): Promise<FrameSample> {
  return timeInput(page, 'tap', tapped, watched);
}

/**
 * Dispatches `input` on the target's centre and marks the page updated: at the first mutation of
 * `watched`, or with none to watch, at the next task (every update the input queued is done).
 */
async function timeInput(page: Page, input: 'click' | 'tap' | 'pointermove', target: Locator, watched: Locator | null): Promise<FrameSample> {
  const [element, observed] = [await target.elementHandle(), watched && (await watched.elementHandle())];
  return page.evaluate(
    async ([input, element, observed]) => {
      const updated = observed
        ? new Promise<void>((resolve) =>
            new MutationObserver((_, observer) => {
              observer.disconnect();
              resolve();
            }).observe(observed as Element, { childList: true, subtree: true, attributes: true, characterData: true }),
          )
        : null;
      const rect = (element as Element).getBoundingClientRect();
      const at = { clientX: rect.x + rect.width / 2, clientY: rect.y + rect.height / 2, bubbles: true };
      performance.clearMarks();
      performance.mark('input');
      if (input === 'click') (element as Element).dispatchEvent(new MouseEvent('click', at));
      else if (input === 'tap') {
        const press = { ...at, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0 };
        (element as Element).dispatchEvent(new PointerEvent('pointerdown', { ...press, buttons: 1 }));
        (element as Element).dispatchEvent(new PointerEvent('pointerup', { ...press, buttons: 0 }));
      } else document.dispatchEvent(new PointerEvent('pointermove', at));
      await (updated ?? new Promise((resolve) => setTimeout(resolve, 0)));
      performance.mark('updated');
      await new Promise<void>((resolve) =>
        requestAnimationFrame(() => {
          performance.mark('frame-start');
          setTimeout(resolve, 0);
        }),
      );
      performance.mark('painted');
      return {
        update: performance.measure('update', 'input', 'updated').duration,
        render: performance.measure('render', 'frame-start', 'painted').duration,
        wall: performance.measure('wall', 'input', 'painted').duration,
      };
    },
    [input, element, observed] as const,
  );
}

export function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

export interface Figure {
  /** One line in docs/benchmarks.md's table. */
  what: string;
  samples: number;
  /** The page's own work: update + render, median over the samples. */
  workMs: number;
  /** Input to painted, vsync wait included, median. */
  wallMs: number;
  /** What one frame allows (16 ms at 60 Hz) or what a player notices (100 ms). */
  budgetMs: number;
}

/** Keeps a figure in artifacts/bench/NAME.json for the docs, and prints it. */
export function keep(name: string, what: string, samples: FrameSample[], budgetMs = 16): Figure {
  const figure = {
    what,
    samples: samples.length,
    workMs: median(samples.map((s) => s.update + s.render)),
    wallMs: median(samples.map((s) => s.wall)),
    budgetMs,
  };
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(`${FIGURES_DIR}/${name}.json`, JSON.stringify({ ...figure, raw: samples }, null, 2));
  console.log(`${what}: work ${figure.workMs.toFixed(1)} ms, input to painted ${figure.wallMs.toFixed(1)} ms (median of ${samples.length})`);
  return figure;
}
