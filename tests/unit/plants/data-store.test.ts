import { encodeSearchIndex } from '@/lib/plants/search-index';
import { forgetLoadedPlantData, loadPlantIndex, loadPlantRecord } from '@/islands/plant-database/load-plant-data';
import { $plantIndex, $plantRecords } from '@/stores/plant-data';
import { LAVENDER, LAVENDER_CARD } from '../../helpers/plants';

const CARD = LAVENDER_CARD;
const RECORD = LAVENDER;

const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  forgetLoadedPlantData();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the search index, fetched once', () => {
  it('is fetched from the site once, however often it is asked for, and then holds every card', async () => {
    const fetchFile = vi.fn(() => answer(encodeSearchIndex([CARD])));
    await Promise.all([loadPlantIndex(fetchFile), loadPlantIndex(fetchFile)]);
    await loadPlantIndex(fetchFile);
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(fetchFile).toHaveBeenCalledWith('/data/plant-index.json');
    expect($plantIndex.get()).toMatchObject({ status: 'ready', cards: [CARD] });
    // The search that forgives a slip follows, its index built in pieces after the cards arrived.
    await vi.waitFor(() => expect($plantIndex.get()).toEqual({ status: 'ready', cards: [CARD], slips: true }));
  });

  it('is loading while on its way', () => {
    void loadPlantIndex(() => new Promise(() => {}));
    expect($plantIndex.get()).toEqual({ status: 'loading' });
  });

  it('fails on an error answer, a broken file or no network, and is asked for again next time', async () => {
    for (const fetchFile of [
      () => answer({}, 500),
      () => answer({ version: 99 }),
      () => Promise.reject(new TypeError('offline')),
    ]) {
      forgetLoadedPlantData();
      await loadPlantIndex(fetchFile);
      expect($plantIndex.get()).toEqual({ status: 'failed' });
    }
    await loadPlantIndex(() => answer(encodeSearchIndex([CARD])));
    expect($plantIndex.get().status).toBe('ready');
  });
});

describe('a plant’s full record, fetched when chosen', () => {
  it('is fetched once and kept', async () => {
    const fetchFile = vi.fn(() => answer(RECORD));
    await loadPlantRecord('lavender', fetchFile);
    await loadPlantRecord('lavender', fetchFile);
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(fetchFile).toHaveBeenCalledWith('/data/plants/lavender.json');
    expect($plantRecords.get()['lavender']).toEqual({ status: 'ready', record: RECORD });
  });

  it('is missing when the site has no such plant (404), and failed on any other trouble, which a new choice retries', async () => {
    await loadPlantRecord('triffid', () => answer('Not found', 404));
    expect($plantRecords.get()['triffid']).toEqual({ status: 'missing' });
    await loadPlantRecord('lavender', () => Promise.reject(new TypeError('offline')));
    expect($plantRecords.get()['lavender']).toEqual({ status: 'failed' });
    await loadPlantRecord('lavender', () => answer({ ...RECORD, slug: 'rosemary' }));
    expect($plantRecords.get()['lavender']).toEqual({ status: 'failed' });
    await loadPlantRecord('lavender', () => answer(RECORD));
    expect($plantRecords.get()['lavender']?.status).toBe('ready');
  });

  it('is refused whole when it lacks anything the panel shows (a record of an older build, cut short or edited)', async () => {
    const { pets: _pets, ...withoutPets } = RECORD;
    const broken = [
      withoutPets,
      { ...RECORD, pets: { ...RECORD.pets, dogs: { toxicity: 'harmless' } } },
      { ...RECORD, water: 'Lots' },
      { ...RECORD, image: { ...RECORD.image, width: '500' } },
      { ...RECORD, wikiLink: undefined },
    ];
    for (const record of broken) {
      forgetLoadedPlantData();
      await loadPlantRecord('lavender', () => answer(record));
      expect($plantRecords.get()['lavender']).toEqual({ status: 'failed' });
    }
  });
});
