/**
 * Where a plant part is drawn: on the plant's own page (static HTML, rendered on the server with no client directive)
 * or in the plant database's detail panel (src/islands/plant-database/PlantDetails.tsx). The parts are the same
 * components in both; only their heading level and spacing differ, chosen by this.
 */
export type PlantPartPlace = 'page' | 'panel';
