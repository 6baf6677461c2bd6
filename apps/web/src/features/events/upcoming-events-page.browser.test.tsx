import { type EventCard, type EventPlanOption, eventsEndpoints, formatInr } from '@lwl/schemas';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '../../testing/axe.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { Component as UpcomingEventsPage } from './upcoming-events-page.tsx';

const row = (
  id: number,
  membership: EventPlanOption['membership'],
  price: number,
  can_view: boolean,
): EventPlanOption => ({
  id,
  member: membership !== 'Non Member',
  membership,
  price,
  currency: 'INR',
  can_view,
});

const event = (id: number, name: string, prices?: EventPlanOption[]): EventCard => ({
  id,
  name,
  slug: `event-${id}`,
  image: `http://127.0.0.1:9/images/events/${id}.svg`,
  event_date: '2026-12-10',
  event_end_date: null,
  start_time_edited: '10:00 AM',
  end_time_edited: '06:00 PM',
  timezone: 'IST',
  city: 'Mumbai',
  categories: [{ name: 'Leadership' }],
  list_status: 'upcoming',
  allow_non_member: true,
  ...(prices ? { prices } : {}),
});

const EVENTS: EventCard[] = [
  event(1, 'Summit', [row(1, 'Non Member', 4500, true), row(2, 'Titan', 2250, false)]),
  event(2, 'Two Ticket Types', [row(3, 'Non Member', 3000, true), row(4, 'Titan', 2000, true)]),
  event(3, 'Members Mixer', [
    row(5, 'Non Member', 4000, false),
    row(6, 'Titan', 2000, false),
    row(7, 'Maverick', 2800, false),
  ]),
  event(4, 'No Price Listed'),
];

async function openList() {
  fakeApi().on(eventsEndpoints['GET events'], () => ({ status: 1, data: EVENTS, sticky: [] }));
  await renderApp(<UpcomingEventsPage />, { path: '/upcoming-events' });
  const list = page.getByRole('list', { name: 'Upcoming events' });
  await expect.element(list).toBeVisible();
  return (name: string) => list.getByRole('listitem').filter({ hasText: name });
}

describe('event cards', () => {
  test('list the ticket price, GST included, "from" the lowest when ticket types differ', async () => {
    const card = await openList();
    await expect.element(card('Summit')).toHaveTextContent(`${formatInr(4500)}incl. GST`);
    await expect.element(card('Summit')).not.toHaveTextContent('from');
    await expect.element(card('Two Ticket Types')).toHaveTextContent(`from${formatInr(2000)}incl. GST`);
    await expect
      .element(card('Members Mixer'))
      .toHaveTextContent(`Members onlyfrom${formatInr(2000)}incl. GST`);
    await expect.element(card('No Price Listed')).not.toHaveTextContent('₹');
    await expectAccessible();
  });

  test('say the date and the name once, beside a decorative image', async () => {
    const card = await openList();
    const summit = card('Summit').element();
    const text = summit.textContent ?? '';
    expect(text.split('Summit')).toHaveLength(2);
    expect(text.split('10 December 2026')).toHaveLength(2);
    expect(summit.querySelector('img')?.getAttribute('alt')).toBe('');
    await expect
      .element(card('Summit').getByRole('link'))
      .toHaveAccessibleName(
        `10 December 2026 Summit Mumbai 10:00 AM to 06:00 PM IST ${formatInr(4500)} incl. GST`,
      );
  });
});
