import { expect, type Page } from '@playwright/test';

/** Two animation frames in the page: what the last change set off (observers, layout) has run. */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Waits until nothing moves: two frames drawn, no finite CSS animation or transition running, no
 * element in an antd motion phase (rc-motion's -appear/-enter/-leave classes). What a screenshot
 * waits for instead of a fixed pause, which a busy machine outlasts and a quiet one wastes.
 */
export async function motionSettled(page: Page): Promise<void> {
  await nextFrames(page);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const running = document
            .getAnimations()
            .filter(
              (a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime),
            );
          const phase = /-(appear|enter|leave)(-(prepare|start|active))?$/;
          const moving = [...document.querySelectorAll('[class]')].filter((el) =>
            [...el.classList].some((c) => phase.test(c)),
          );
          return running.length + moving.length;
        }),
      { message: 'animations still running' },
    )
    .toBe(0);
}
