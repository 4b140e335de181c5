import { radioPageWordsSchema } from '@/schemas/radio-page-words';
import { expectSchemaRefuses, schemaRefusal } from '../../helpers/content-check';
import { readWords } from '../../helpers/words';

const entry = (data: unknown) => ({ collection: 'radioPage', id: 'radio-page', data });

describe('radio page words (src/content/words/radio-page.yaml)', () => {
  const words = readWords('radio-page', radioPageWordsSchema);

  // The texts themselves are the editor's (the specification's at launch): tests read them from the file, never
  // repeat them, so that an editor's change breaks nothing.
  it('is valid by its schema', () => {
    expect(schemaRefusal(radioPageWordsSchema, 'radioPage', 'radio-page', words)).toBeNull();
  });

  it('refuses a data cost line without {size}, naming the field', () => {
    expectSchemaRefuses(radioPageWordsSchema, entry({ ...words, dataCost: 'About 58 MB per hour' }), [
      'radioPage → radio-page data does not match collection schema',
      'dataCost: Keep {size} in the text',
    ]);
  });

  it('refuses a description without {station}', () => {
    expectSchemaRefuses(
      radioPageWordsSchema,
      entry({ ...words, description: 'Our 24/7 live stream of garden talk and music.' }),
      ['description: Keep {station} in the text'],
    );
  });

  it('refuses an empty control name and a message too long to sit under the controls', () => {
    expectSchemaRefuses(
      radioPageWordsSchema,
      entry({ ...words, player: { ...words.player, controls: { ...words.player.controls, pause: ' ' } } }),
      ['player.controls.pause: Write at least 2 characters.'],
    );
    const messages = { ...words.player.messages, streamUnavailable: 'x'.repeat(121) };
    expectSchemaRefuses(radioPageWordsSchema, entry({ ...words, player: { ...words.player, messages } }), [
      'player.messages.streamUnavailable: Keep it to 120 characters or fewer.',
    ]);
  });

  it('refuses a sleep timer text without {minutes}, naming the field', () => {
    const sleep = { ...words.player.sleep, left: 'Pauses soon' };
    expectSchemaRefuses(radioPageWordsSchema, entry({ ...words, player: { ...words.player, sleep } }), [
      'player.sleep.left: Keep {minutes} in the text',
    ]);
  });

  it('refuses a misspelt or missing field, naming it', () => {
    const { tip, ...withoutTip } = words;
    expectSchemaRefuses(radioPageWordsSchema, entry({ ...withoutTip, tipp: tip }), ['tipp', 'tip']);
    const { failed: _failed, ...playerWithoutFailed } = words.player;
    expectSchemaRefuses(radioPageWordsSchema, entry({ ...words, player: playerWithoutFailed }), ['player.failed']);
  });
});
