import type { PlantCard } from '@/lib/plants/search-index';
import type { DatabaseSectionWords } from '@/schemas/database-section-words';

/**
 * What the plant database island receives from src/components/home/DatabaseSection.astro, built at build time. In a
 * file of its own so that the island and its fallback both read it without importing each other.
 */
export interface PlantDatabaseProps {
  /** The landing page's search, grid and panel; the other view is My plants (MyPlantsProps). */
  view?: 'database';
  /** The first page of cards, in grid order (src/lib/plants/records.ts firstCards). */
  firstCards: PlantCard[];
  total: number;
  /** Shared addresses open at this section. */
  sectionId: string;
  words: Omit<DatabaseSectionWords, 'kicker' | 'heading' | 'intro'>;
  newTab: string;
}

/** The My plants page's view of the database (src/pages/my-plants.astro). */
export interface MyPlantsProps {
  view: 'my-plants';
  total: number;
  databasePath: string;
  words: Pick<DatabaseSectionWords, 'myPlants' | 'plant' | 'results'>;
}
