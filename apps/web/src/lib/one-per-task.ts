/**
 * Runs queued pieces of work one per task, in the order queued. A page that draws several charts
 * at once (统计分析 draws six) made them all in one task, 200 ms and more at a phone's speed, during
 * which the page answered no tap; each now takes its own, and the browser can paint and handle
 * input between them. Returns a cancel for a piece that has not run yet (its component unmounted).
 */
const queue: (() => void)[] = [];
let scheduled = false;

function runNext() {
  queue.shift()?.();
  if (queue.length > 0) setTimeout(runNext, 0);
  else scheduled = false;
}

export function onePerTask(work: () => void): () => void {
  queue.push(work);
  if (!scheduled) {
    scheduled = true;
    setTimeout(runNext, 0);
  }
  return () => {
    const at = queue.indexOf(work);
    if (at >= 0) queue.splice(at, 1);
  };
}
