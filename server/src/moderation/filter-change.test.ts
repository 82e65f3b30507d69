import { filterChange } from './moderation.service';

/** What a word-filter save's audit row says (its reason): the mode, how many words, and what was added and removed. */
describe('filterChange', () => {
  it('counts the words, one word in the singular', () => {
    expect(filterChange([], [], 'hold')).toBe('Mode hold, 0 words');
    expect(filterChange([], ['noob'], 'hold')).toBe('Mode hold, 1 word; added noob');
    expect(filterChange(['noob', 'tilt*'], ['noob'], 'replace')).toBe('Mode replace, 1 word; removed tilt*');
  });

  it('names at most 20 words added, then how many more', () => {
    const words = Array.from({ length: 25 }, (_, i) => `w${i}`);
    expect(filterChange([], words, 'hold')).toBe(`Mode hold, 25 words; added ${words.slice(0, 20).join(', ')} and 5 more`);
  });
});
