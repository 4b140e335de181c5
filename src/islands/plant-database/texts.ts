// The plant database's words. The specification's own (SPEC §2 Plant Database) must stay exactly as they are.
// Separate constants rather than one object, so that the bundle carries no property names for them.

/** SPEC §2: the toggle that opens the panel of selects. */
export const FILTERS = 'Filters';
/** SPEC §2: the button that resets the search and the three filters. */
export const CLEAR_FILTERS = 'Clear Filters';
/** SPEC §2: shown instead of the grid when nothing matches. */
export const NO_RESULTS = 'No plants found matching your criteria.';
/** SPEC §2: shown in the panel while no plant is chosen. */
export const NO_SELECTION = 'Select a plant to view detailed information.';
/** SPEC §2: the detail panel's link to the plant's article. */
export const READ_MORE = 'Read more on Wikipedia';

/** The result count for the polite live region, e.g. 'Showing 3 of 6 plants'. */
export function resultCount(shown: number, total: number): string {
  return `Showing ${shown} of ${total} plant${total === 1 ? '' : 's'}`;
}
