import { fill } from '@/lib/shared/text';
import { $savedPlants, $savingRefused, followOtherTabs, restoreSavedPlants, setPlantSaved } from '@/stores/my-plants';

/**
 * A plant page's Save to My plants toggle (src/components/plants/SavePlant.astro), through the store the database
 * island uses, so that a save on either shows on the other and in every tab. Imported after the load event, on plant
 * pages only (the base layout's `pageScript`).
 */
export function enhanceSavePlant(win: Window): void {
  const box = win.document.querySelector<HTMLElement>('[data-save-plant]');
  const slug = box?.dataset['savePlant'];
  const button = box?.querySelector('button');
  const link = box?.querySelector<HTMLAnchorElement>('[data-my-plants-link]');
  const refused = box?.querySelector<HTMLElement>('[data-save-refused]');
  const full = box?.querySelector<HTMLElement>('[data-save-full]');
  if (!box || !slug || !button || !link || !refused || !full) return;
  const { openWords = '', fullWords = '' } = box.dataset;

  restoreSavedPlants();
  followOtherTabs(win);
  $savedPlants.subscribe((saved) => {
    button.setAttribute('aria-pressed', String(saved.includes(slug)));
    link.hidden = saved.length === 0;
    link.textContent = fill(openWords, { count: saved.length });
  });
  $savingRefused.subscribe((isRefused) => (refused.hidden = !isRefused));
  button.addEventListener('click', () => {
    const outcome = setPlantSaved(slug, button.getAttribute('aria-pressed') !== 'true');
    full.textContent = outcome === 'full' ? fullWords : '';
  });
  box.classList.remove('invisible');
}

enhanceSavePlant(window);
