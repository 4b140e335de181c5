import type { PlantCard } from '../../lib/plants/search-index';
import type { DatabaseSectionWords } from '../../schemas/database-section-words';

/**
 * What the plant database island receives from the page, built at build time (src/components/home/DatabaseSection.astro).
 * In a file of its own so that the island and its fallback both read it without importing each other.
 */
export interface PlantDatabaseProps {
  /** The first page of cards, in grid order, prepared at build time (src/lib/plants/records.ts firstCards). */
  firstCards: PlantCard[];
  /** How many plants the database holds. */
  total: number;
  /** The id of the section the island sits in; shared addresses open there. */
  sectionId: string;
  /** The section's words (src/content/words/database-section.yaml). */
  words: Omit<DatabaseSectionWords, 'kicker' | 'heading' | 'intro'>;
  /** The hint after a link that opens another site in a new tab (src/content/words/layout.yaml). */
  newTab: string;
}
