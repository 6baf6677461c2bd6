/**
 * The two-day schedule (time, event, speaker). Page content: the
 * API serves none. Speaker names are those of the speaker grid; breaks have no speaker.
 */
import type { ScheduleRow, VENTURE_VAULT } from '@lwl/schemas';

export type ScheduleDay = (typeof VENTURE_VAULT.scheduleDays)[number];

export const VENTURE_SCHEDULE: Record<ScheduleDay, readonly ScheduleRow[]> = {
  'Day 1': [
    { time: '09:00 AM - 09:45 AM', event: 'Registration and networking breakfast', speaker: '' },
    { time: '09:45 AM - 10:15 AM', event: 'Opening keynote: Building to last', speaker: 'Ananya Deshmukh' },
    { time: '10:15 AM - 11:00 AM', event: 'From idea to first revenue', speaker: 'Kavita Raghunathan' },
    {
      time: '11:00 AM - 11:45 AM',
      event: 'Panel: What investors look for at seed stage',
      speaker: 'Ritu Malhotra',
    },
    { time: '11:45 AM - 12:00 PM', event: 'Tea break', speaker: '' },
    {
      time: '12:00 PM - 12:45 PM',
      event: 'Unit economics without the jargon',
      speaker: 'Nandini Bhattacharya',
    },
    { time: '12:45 PM - 01:45 PM', event: 'Lunch and founder roundtables', speaker: '' },
    {
      time: '01:45 PM - 02:30 PM',
      event: 'Legal foundations: structure, founders and ESOPs',
      speaker: 'Farah Siddiqui',
    },
    {
      time: '02:30 PM - 03:15 PM',
      event: 'Banking and credit for growing businesses',
      speaker: 'Deepa Natarajan',
    },
    { time: '03:15 PM - 04:00 PM', event: 'Building a brand customers remember', speaker: 'Harleen Sethi' },
    { time: '04:00 PM - 05:00 PM', event: 'Pitch clinic with angel investors', speaker: 'Meenal Joshi' },
    { time: '05:00 PM - 06:00 PM', event: 'Networking evening', speaker: '' },
  ],
  'Day 2': [
    { time: '09:00 AM - 09:30 AM', event: 'Morning coffee and networking', speaker: '' },
    { time: '09:30 AM - 10:15 AM', event: 'Keynote: Scaling with purpose', speaker: 'Lakshmi Iyengar' },
    { time: '10:15 AM - 11:00 AM', event: 'Hiring and leading your first team', speaker: 'Gayatri Pillai' },
    { time: '11:00 AM - 11:45 AM', event: 'Panel: Raising your Series A', speaker: 'Sneha Kulkarni' },
    { time: '11:45 AM - 12:00 PM', event: 'Tea break', speaker: '' },
    { time: '12:00 PM - 12:45 PM', event: 'Growth marketing on a budget', speaker: 'Tanvi Agarwal' },
    { time: '12:45 PM - 01:45 PM', event: 'Lunch and mentor meetings', speaker: '' },
    { time: '01:45 PM - 02:30 PM', event: 'Taking your products abroad', speaker: 'Vidya Hegde' },
    { time: '02:30 PM - 03:15 PM', event: 'Tax and compliance for founders', speaker: 'Radhika Chawla' },
    {
      time: '03:15 PM - 04:00 PM',
      event: 'Fireside chat: Family business, new generation',
      speaker: 'Sunita Reddy',
    },
    {
      time: '04:00 PM - 04:45 PM',
      event: 'Closing keynote: The next decade of women founders',
      speaker: 'Priyanka Rao',
    },
    { time: '04:45 PM - 05:30 PM', event: 'Certificates and closing networking', speaker: '' },
  ],
};

/** 'Day 1' → 'day-1': radix builds element ids from a tab's value, and an id has no spaces. */
export function scheduleTabValue(day: string): string {
  return day.trim().toLowerCase().replace(/\s+/g, '-');
}
