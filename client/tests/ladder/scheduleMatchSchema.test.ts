import { now, toCalendarDateTime } from '@internationalized/date';
import { MATCH_IN_PAST, scheduleMatchSchema } from '../../src/pages/league/ScheduleMatchModal';
import { userTimeZone } from '../../src/lib/dates';

/** Issue 22 item 7: Schedule A Match asks for a time ahead of now, in the viewer's zone, before the server refuses it. */
describe('Schedule A Match times', () => {
  const at = (hours: number) => toCalendarDateTime(now(userTimeZone())).add({ hours });

  it('refuses a time in the past with the server\'s words', async () => {
    await expect(scheduleMatchSchema.validate({ home: 'a', away: 'b', when: at(-2) })).rejects.toThrow(MATCH_IN_PAST);
  });

  it('takes a time ahead of now', async () => {
    await expect(scheduleMatchSchema.validate({ home: 'a', away: 'b', when: at(2) })).resolves.toBeTruthy();
  });
});
