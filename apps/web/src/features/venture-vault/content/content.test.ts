import { scheduleRowSchema, VENTURE_VAULT } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { scheduleTabValue, VENTURE_SCHEDULE } from './schedule.ts';
import { initialsOf, VENTURE_SPEAKERS } from './speakers.ts';

describe('Venture Vault speakers', () => {
  it('lists 20+ speakers, each once', () => {
    expect(VENTURE_VAULT.speakers).toBe('20+');
    expect(VENTURE_SPEAKERS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(VENTURE_SPEAKERS.map((s) => s.name)).size).toBe(VENTURE_SPEAKERS.length);
  });

  it('draws two initials from a name', () => {
    expect(initialsOf('Ananya Deshmukh')).toBe('AD');
    expect(initialsOf('  zoya   khan ')).toBe('ZK');
    expect(initialsOf('Mary Anne Rose')).toBe('MA');
    expect(initialsOf('Cher')).toBe('C');
  });
});

describe('Venture Vault schedule', () => {
  const speakerNames = new Set(VENTURE_SPEAKERS.map((s) => s.name));

  it.each(VENTURE_VAULT.scheduleDays)('%s has valid rows whose speakers are on the speaker grid', (day) => {
    const rows = VENTURE_SCHEDULE[day];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(scheduleRowSchema.parse(row)).toEqual(row);
      if (row.speaker !== '') expect(speakerNames).toContain(row.speaker);
    }
  });

  it('gives each day a tab value usable in an element id', () => {
    expect(VENTURE_VAULT.scheduleDays.map(scheduleTabValue)).toEqual(['day-1', 'day-2']);
    expect(scheduleTabValue(' Day  10 ')).toBe('day-10');
  });
});
