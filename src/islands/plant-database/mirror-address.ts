import { writeDatabaseAddress } from '@/lib/plants/query';
import { $filters, $search, $selectedPlant, currentDatabaseQuery } from '@/stores/database';

/** Runs `task` once the next frame is drawn: the address is not what a keystroke waits to see. */
const afterPaint = (task: () => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(task)) : setTimeout(task);

/**
 * Keeps the address in step with the stores by history.replaceState, so that Back is not filled with keystrokes;
 * changes before the next frame are written once, after it (docs/benchmark.md). Other parameters are kept; off the
 * default view the anchor becomes `#sectionId`, so that a shared address opens at the database. Returns the stop.
 */
export function mirrorDatabaseInUrl(sectionId: string, win: Window = window): () => void {
  let pending = false;
  let stopped = false;
  const write = () => {
    pending = false;
    if (stopped) return;
    const { pathname, search, hash } = win.location;
    const next = writeDatabaseAddress({ pathname, search, hash }, currentDatabaseQuery(), sectionId);
    if (next !== `${pathname}${search}${hash}`) win.history.replaceState(win.history.state, '', next);
  };
  const schedule = () => {
    if (pending) return;
    pending = true;
    afterPaint(write);
  };
  const stops = [$search.listen(schedule), $filters.listen(schedule), $selectedPlant.listen(schedule)];
  // The first write tidies the address the page was opened with (an unknown filter value becomes All).
  schedule();
  return () => {
    for (const stop of stops) stop();
    stopped = true;
  };
}
