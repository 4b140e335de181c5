// Generates plausible plants for the benchmark and the tests, never site content. Deterministic (a fixed-seed PRNG), so
// every run measures the same data; each plant has about the fields and lengths of a real one
// (src/content/plants/lavender.yaml). Plain JavaScript, so that Node runs it as it is.
import { createHash } from 'node:crypto';
import { PLANT_DATABASE } from '../../src/config/plants.ts';

/** Varied by position (adding it changed no other field); its source is on example.org: these plants are invented. */
function petClaim(index, animal, slug) {
  const toxicity = PLANT_DATABASE.petToxicity[(index + animal) % PLANT_DATABASE.petToxicity.length];
  return toxicity === 'unknown' ? { toxicity } : { toxicity, source: `https://example.org/pet-safety/${slug}` };
}

/** By position like petClaim: one plant in three has another common name, one in six also an older botanical one. */
function aliasesOf(index, scientificName, avoidSlugs) {
  if (index % 3 !== 0) return undefined;
  const common = `${ADJECTIVES[(index * 7) % ADJECTIVES.length]} ${KINDS[(index * 5) % KINDS.length]}`;
  // 'Japanese Maple' and 'Fiddle Leaf Fig' are real plants' names, which the build refuses as another plant's alias.
  if (avoidSlugs.has(slugOf(common))) return undefined;
  const [genus] = GENERA[(index * 11) % GENERA.length];
  const synonym = `${genus} ${EPITHETS[(index * 13) % EPITHETS.length]}`;
  return index % 6 === 0 && synonym !== scientificName && !avoidSlugs.has(slugOf(synonym))
    ? [common, synonym]
    : [common];
}

const GENERA = [
  ['Monstera', 'Araceae', 'the tropical forests of Central America'],
  ['Dracaena', 'Asparagaceae', 'the dry scrub of West Africa'],
  ['Ficus', 'Moraceae', 'the lowland rainforests of western Africa'],
  ['Lavandula', 'Lamiaceae', 'the rocky hillsides of the western Mediterranean'],
  ['Acer', 'Sapindaceae', 'the mountain woods of Japan and Korea'],
  ['Aloe', 'Asphodelaceae', 'the Arabian Peninsula'],
  ['Calathea', 'Marantaceae', 'the rainforests of Brazil'],
  ['Philodendron', 'Araceae', 'the wet forests of Colombia and Ecuador'],
  ['Begonia', 'Begoniaceae', 'the cloud forests of the Andes'],
  ['Salvia', 'Lamiaceae', 'the dry slopes of the Mediterranean'],
  ['Echeveria', 'Crassulaceae', 'the semi-deserts of Mexico'],
  ['Agave', 'Asparagaceae', 'the deserts of the south-western United States'],
  ['Hosta', 'Asparagaceae', 'the shady woodlands of Japan'],
  ['Fuchsia', 'Onagraceae', 'the southern Andes'],
  ['Camellia', 'Theaceae', 'the hill forests of China'],
  ['Pelargonium', 'Geraniaceae', 'the Cape region of South Africa'],
  ['Anthurium', 'Araceae', 'the rainforests of Colombia'],
  ['Strelitzia', 'Strelitziaceae', 'the coastal bush of South Africa'],
  ['Hydrangea', 'Hydrangeaceae', 'the woodland edges of Japan'],
  ['Peperomia', 'Piperaceae', 'the forest floors of South America'],
  ['Rosmarinus', 'Lamiaceae', 'the sea cliffs of the Mediterranean'],
  ['Magnolia', 'Magnoliaceae', 'the river valleys of eastern Asia'],
];
const EPITHETS = [
  'deliciosa',
  'trifasciata',
  'lyrata',
  'angustifolia',
  'palmatum',
  'vera',
  'orbifolia',
  'hederaceum',
  'aureum',
  'rex',
  'officinalis',
  'elegans',
  'americana',
  'plantaginea',
  'magellanica',
  'japonica',
  'zonale',
  'andraeanum',
  'reginae',
  'macrophylla',
  'grandiflora',
  'obtusifolia',
  'argentea',
  'variegata',
  'compacta',
  'alba',
  'rubra',
];
const ADJECTIVES = [
  'Swiss Cheese',
  'Fiddle Leaf',
  'English',
  'Japanese',
  'Prayer',
  'Heartleaf',
  'Golden',
  'Painted',
  'Garden',
  'Mountain',
  'Desert',
  'Silver',
  'Velvet',
  'Dwarf',
  'Weeping',
  'Variegated',
  'Ruby',
  'Ghost',
  'Coastal',
  'Crimson',
  'Spotted',
  'Trailing',
  'Giant',
  'Winter',
  'Lemon',
  'Star',
  'Copper',
  'Feathered',
  'Blushing',
  'Frosted',
];
const KINDS = [
  'Plant',
  'Fig',
  'Lavender',
  'Maple',
  'Aloe',
  'Ivy',
  'Palm',
  'Fern',
  'Sage',
  'Lily',
  'Rose',
  'Cactus',
  'Begonia',
  'Orchid',
];
const CULTIVARS = [
  'Aurora',
  'Bloodgood',
  'Hidcote',
  'Laurentii',
  'Munstead',
  'Moonshine',
  'Emerald',
  'Little Gem',
  'Sunset',
  'Albo',
  'Thai Constellation',
  'Marble Queen',
  'Pink Princess',
  'Silver Cloud',
  'Crimson Queen',
  'Bambino',
  'Ruby',
  'Compacta',
  'Variegata',
  'Snow',
  'Firefly',
  'Lime Glow',
  'Midnight',
  'Velvet Touch',
  'Golden Glory',
  'Kyoto',
];
const SOILS = [
  'a free-draining cactus compost',
  'rich, moist, well-drained soil',
  'a peat-free potting mix with bark',
  'poor, sandy soil',
];
const SEASONS = ['in spring', 'after flowering', 'in late winter', 'at the start of summer'];

/** mulberry32: small, fast, seedable. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A slug as the site makes it from a file name (src/lib/plants/slugs.ts). */
export function slugOf(name) {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function commonsThumbnail(fileName, width = 500) {
  const md5 = createHash('md5').update(fileName).digest('hex');
  const file = encodeURIComponent(fileName).replace(/%2C/g, ',');
  return {
    src: `https://upload.wikimedia.org/wikipedia/commons/thumb/${md5[0]}/${md5.slice(0, 2)}/${file}/${width}px-${file}`,
    source: `https://commons.wikimedia.org/wiki/File:${file}`,
  };
}

/** Shaped like the site's PlantRecord, ids from `firstId`; the same for the same count and seed, every slug unique. */
export function generatePlants(count, { seed = 20240601, firstId = 1, avoidSlugs = [] } = {}) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const used = new Set(avoidSlugs);
  const avoid = new Set(avoidSlugs);
  const plants = [];
  for (let index = 0; index < count; index++) {
    let name;
    do {
      name = `${pick(ADJECTIVES)} ${pick(KINDS)} '${pick(CULTIVARS)}'`;
      if (used.has(slugOf(name))) name = `${name.slice(0, -1)} ${Math.floor(next() * 900) + 100}'`;
    } while (used.has(slugOf(name)));
    used.add(slugOf(name));
    const [genus, family, home] = pick(GENERA);
    const scientificName = `${genus} ${pick(EPITHETS)}`;
    const { src, source } = commonsThumbnail(
      `${scientificName.replace(' ', '_')}_${name.replace(/\W+/g, '_')}_${index + 1}.jpg`,
    );
    const type = pick(PLANT_DATABASE.types);
    const aliases = aliasesOf(index, scientificName, avoid);
    plants.push({
      id: firstId + index,
      slug: slugOf(name),
      name,
      scientificName,
      ...(aliases ? { aliases } : {}),
      type,
      climate: pick(PLANT_DATABASE.climates),
      light: pick(PLANT_DATABASE.lights),
      water: pick(PLANT_DATABASE.waters),
      image: {
        src,
        width: 500,
        height: 375,
        alt: `${name}, a ${genus.toLowerCase()} with ${pick(['broad', 'narrow', 'glossy', 'silvery', 'veined'])} leaves in a ${type === 'Indoor' ? 'pot' : 'border'}`,
        credit: 'Wikimedia Commons',
        source,
      },
      description:
        `A ${pick(['compact', 'vigorous', 'slow-growing', 'spreading', 'upright'])} selection of ${scientificName}, of the family ${family}, ` +
        `native to ${home}. Its ${pick(['leathery', 'soft', 'deeply lobed', 'heart-shaped', 'sword-shaped'])} leaves are ` +
        `${pick(['marbled with cream', 'edged in gold', 'flushed red in autumn', 'silver beneath', 'deep green all year'])}, ` +
        `and in ${pick(['summer', 'spring', 'late autumn'])} it bears ${pick(['small white flowers', 'spikes of purple flowers', 'scented yellow blooms', 'pink bracts'])} ` +
        `that draw ${pick(['bees and butterflies', 'hoverflies', 'hummingbirds', 'no insects indoors'])}. It is grown for its foliage and long season of interest.`,
      care:
        `Give it ${pick(['bright, indirect light', 'full sun', 'partial shade', 'low to bright light'])} and plant it in ${pick(SOILS)}. ` +
        `Water when the top few centimetres have dried, ${pick(['about once a week in summer', 'every two weeks in summer', 'sparingly in winter'])}, ` +
        `and never leave it standing in water, which rots the roots. Feed monthly from spring to late summer with a balanced, diluted fertiliser. ` +
        `Trim or repot ${pick(SEASONS)}, and keep it above ${pick([5, 10, 12, 15])} °C.`,
      wikiLink: `https://en.wikipedia.org/wiki/${genus}`,
      pets: { cats: petClaim(index, 0, slugOf(name)), dogs: petClaim(index, 1, slugOf(name)) },
    });
  }
  return plants;
}
