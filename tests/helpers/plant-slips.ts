/**
 * What visitors typed on a phone (issue 55), each of which found nothing under the substring rule, and the plant the
 * search that forgives a slip shows first for it. The unit tests and the browser tests both search for them.
 */
export const SLIPS: readonly (readonly [search: string, first: string])[] = [
  ['monstra', 'Monstera Deliciosa'],
  ['lavander', 'Lavender'],
  ['snak plant', 'Snake Plant'],
  ['fidle leaf', 'Fiddle Leaf Fig'],
  ['japanse maple', 'Japanese Maple'],
  ['alo vera', 'Aloe Vera'],
  ['Lavandula angustfolia', 'Lavender'],
];
