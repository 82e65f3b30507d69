import { ownerHeading } from '../../src/lib/text';
import { truncateAtWord } from '../../src/lib/text';

describe('ownerHeading', () => {
  it("says MY on one's own page and the owner's name in capitals on another's", () => {
    expect(ownerHeading('TOP 5', { isOwn: true, name: 'Demo Player' })).toBe('MY TOP 5');
    expect(ownerHeading('TEAMS', { isOwn: true, name: 'Demo Player' })).toBe('MY TEAMS');
    expect(ownerHeading('TOP 5', { isOwn: false, name: 'demo' })).toBe("DEMO'S TOP 5");
    expect(ownerHeading('TEAMS', { isOwn: false, name: ' Demo Player ' })).toBe("DEMO PLAYER'S TEAMS");
  });

  it('cuts a long name at 15 characters like every displayed name', () => {
    expect(ownerHeading('TEAMS', { isOwn: false, name: 'averyveryverylongname' })).toBe("AVERYVERYVERYLO...'S TEAMS");
  });
});

/** Issue 23 item 14: notifications cut names at a word, never mid-word with four dots. */
describe('truncateAtWord', () => {
  it('keeps a short name, and cuts a long one at the last whole word with one ellipsis character', () => {
    expect(truncateAtWord('Red Wolves', 15)).toBe('Red Wolves');
    expect(truncateAtWord('Night Hawks Esports Club', 15)).toBe('Night Hawks…');
    expect(truncateAtWord('Clutch League. Pro Division', 15)).toBe('Clutch League…');
  });

  it('cuts inside a first word longer than the limit', () => {
    expect(truncateAtWord('Supercalifragilistic', 15)).toBe('Supercalifragil…');
  });
});
