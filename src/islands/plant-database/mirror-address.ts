import { writeDatabaseAddress } from '../../lib/plants/query';
import { $filters, $search, $selectedPlant, currentDatabaseQuery } from '../../stores/database';

/**
 * Keeps the page address in step with the stores, with history.replaceState (so that the Back button is not
 * filled with every keystroke). Changes made in the same task are written once. Other parameters are kept; while
 * the view is not the default one the anchor becomes `#sectionId`, so that a shared address opens at the
 * database. The address is tidied at once (unknown values dropped). Returns the function that stops mirroring.
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
    queueMicrotask(write);
  };
  const stops = [$search.listen(schedule), $filters.listen(schedule), $selectedPlant.listen(schedule)];
  // The first write tidies the address the page was opened with (an unknown filter value becomes All).
  schedule();
  return () => {
    for (const stop of stops) stop();
    stopped = true;
  };
}
