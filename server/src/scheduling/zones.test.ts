import { hhmm, isTimeZone, localTime, minutesOf, withinWindows } from './zones';

describe('wall-clock time in IANA zones', () => {
  it('knows IANA names and refuses offsets, abbreviations and junk', () => {
    for (const zone of ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'UTC']) expect(isTimeZone(zone)).toBe(true);
    for (const zone of ['Mars/Olympus', '+02:00', 'GMT+2 ', '', 'Europe/Berlin; DROP', 42, null]) expect(isTimeZone(zone)).toBe(false);
  });

  it('reads the local weekday and minute across daylight-saving changes', () => {
    // Berlin: UTC+1 in winter, UTC+2 from 29 March 2026 (a Sunday).
    expect(localTime(new Date('2026-03-28T18:00:00Z'), 'Europe/Berlin')).toEqual({ weekday: 6, minute: 19 * 60 });
    expect(localTime(new Date('2026-03-29T18:00:00Z'), 'Europe/Berlin')).toEqual({ weekday: 7, minute: 20 * 60 });
    // Kolkata is UTC+5:30; a Monday 23:00 UTC is Tuesday 04:30 there.
    expect(localTime(new Date('2026-11-23T23:00:00Z'), 'Asia/Kolkata')).toEqual({ weekday: 2, minute: 4 * 60 + 30 });
  });

  it('keeps a window at its wall-clock time in summer and winter', () => {
    const windows = [{ weekday: 6, start: 19 * 60, end: 22 * 60 }];
    expect(withinWindows(new Date('2026-01-10T18:00:00Z'), 60, 'Europe/Berlin', windows)).toBe(true); // 19:00 CET
    expect(withinWindows(new Date('2026-07-11T17:00:00Z'), 60, 'Europe/Berlin', windows)).toBe(true); // 19:00 CEST
    expect(withinWindows(new Date('2026-07-11T18:00:00Z'), 60, 'Europe/Berlin', windows)).toBe(true); // 20:00 CEST
    expect(withinWindows(new Date('2026-07-11T19:30:00Z'), 60, 'Europe/Berlin', windows)).toBe(false); // 21:30-22:30 runs past the end
    expect(withinWindows(new Date('2026-07-12T17:00:00Z'), 60, 'Europe/Berlin', windows)).toBe(false); // a Sunday
  });

  it('reads HH:MM strictly (24:00 only as an end)', () => {
    expect([minutesOf('00:00'), minutesOf('18:30'), minutesOf('23:59'), minutesOf('24:00', true)]).toEqual([0, 1110, 1439, 1440]);
    for (const raw of ['24:00', '7:00', '18:60', '18:00:00', ' 18:00', 1800, null]) expect(minutesOf(raw)).toBeNull();
    expect(minutesOf('24:01', true)).toBeNull();
    expect([hhmm(0), hhmm(1110), hhmm(1440)]).toEqual(['00:00', '18:30', '24:00']);
  });
});
