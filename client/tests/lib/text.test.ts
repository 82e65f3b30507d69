import { ownerHeading } from '../../src/lib/text';

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
