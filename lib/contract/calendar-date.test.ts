import { CALENDAR_DATE_MESSAGE, isCalendarDate, startOfNextUtcDay, startOfUtcDay } from './calendar-date';
import { calendarDateField } from './fields';

describe('the date rule', () => {
  it('takes a day written YYYY-MM-DD that exists on the calendar', () => {
    for (const day of ['2026-11-01', '2026-12-31', '2028-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])
      expect(isCalendarDate(day)).toBe(true);
    for (const day of [
      '2026-13-01',
      '2026-02-30',
      '2025-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-00-10',
      '2026-01-00',
      '0000-01-01',
      '2026-1-01',
      '2026-11-01T00:00:00Z',
      'yesterday',
      '',
    ])
      expect(isCalendarDate(day)).toBe(false);
  });

  it('spans the whole UTC day: from its first instant to the first of the next', () => {
    expect(startOfUtcDay('2028-02-28').toISOString()).toBe('2028-02-28T00:00:00.000Z');
    expect(startOfNextUtcDay('2028-02-28').toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(startOfNextUtcDay('2026-12-31').toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(() => startOfNextUtcDay('2026-13-01')).toThrow('Not a calendar date: 2026-13-01');
  });

  it('is the contract field: the same rule and message, "is required" when absent', () => {
    expect(calendarDateField.parse(' 2026-11-01 ')).toBe('2026-11-01');
    expect(calendarDateField.safeParse('2026-02-30').error?.issues[0]?.message).toBe(CALENDAR_DATE_MESSAGE);
    expect(calendarDateField.safeParse(undefined).error?.issues[0]?.message).toBe('is required');
  });
});
