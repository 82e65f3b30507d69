import { currentYear } from '../../src/lib/year';

describe('currentYear', () => {
  it('is the year an Intl formatter gives in the time zone Intl reports, around New Year too', () => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const format = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone });
    // Instants at which some zone (UTC-12 to UTC+14) is already or still in another year than UTC.
    for (const iso of [
      '2026-12-31T10:30:00Z',
      '2026-12-31T23:59:59Z',
      '2027-01-01T00:00:00Z',
      '2027-01-01T11:30:00Z',
      '2026-06-15T12:00:00Z',
    ]) {
      const now = new Date(iso);
      expect(currentYear(now)).toBe(format.format(now));
    }
  });
});
