import type { EventCard } from '@lwl/schemas';

/** An upcoming event card with the given categories (test data). */
export function eventCard(id: number, ...categories: string[]): EventCard {
  return {
    id,
    name: `Event ${id}`,
    slug: `event-${id}`,
    image: `/images/event-${id}.svg`,
    event_date: '2030-01-15',
    event_end_date: null,
    start_time_edited: '10:00 AM',
    end_time_edited: '01:00 PM',
    timezone: 'IST',
    city: 'Mumbai',
    categories: categories.map((name) => ({ name })),
    list_status: 'upcoming',
    allow_non_member: true,
  };
}

/** 10 events: Leadership 7 (one also Finance), Finance 3, Technology 1. */
export const tenEvents: EventCard[] = [
  eventCard(1, 'Leadership'),
  eventCard(2, 'Finance'),
  eventCard(3, 'Leadership', 'Finance'),
  eventCard(4, 'Leadership'),
  eventCard(5, 'Technology'),
  eventCard(6, 'Leadership'),
  eventCard(7, 'Leadership'),
  eventCard(8, 'Finance'),
  eventCard(9, 'Leadership'),
  eventCard(10, 'Leadership'),
];
