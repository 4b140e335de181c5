/**
 * The look of a Save to My plants toggle, in the detail panel (src/islands/plant-database/SaveButton.tsx) and on a
 * plant's page (SavePlant.astro): pressed, it is filled. Its mark is drawn by CSS from `aria-pressed`, so the page's
 * script only sets the attribute.
 */
export const SAVE_BUTTON =
  'group inline-flex min-h-touch items-center gap-2 rounded-full border border-accent bg-card px-4 font-semibold text-accent-strong aria-pressed:bg-leaf-700 aria-pressed:text-white';

/** Inside the toggle: the mark of a plant not yet saved, then of a saved one. */
export const SAVE_MARKS = { off: 'group-aria-pressed:hidden', on: 'hidden group-aria-pressed:inline' } as const;

export const MY_PLANTS_LINK = 'inline-flex min-h-touch items-center font-semibold underline';
