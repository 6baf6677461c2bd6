/**
 * The event pages' load states (docs/product-rules.md "Loading, empty, failed"): an unknown event goes
 * back to the list with the specs' toast; any other failure stays on the page with 'Try again'; the
 * upcoming events say when they could not be loaded; and a page that failed while offline loads again
 * when the connection returns (the shell's offline note, role="status").
 */
import { eventsEndpoints } from '@lwl/schemas';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { OfflineNote } from '../../components/layout/offline-note.tsx';
import { expectAccessible } from '../../testing/axe.ts';
import { answer, exampleOf, fakeApi } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { Component as EventDetailPage } from './event-detail-page.tsx';
import { Component as UpcomingEventsPage } from './upcoming-events-page.tsx';

const event = exampleOf(eventsEndpoints['GET events/{slug}']).data;
const events = exampleOf(eventsEndpoints['GET events']);
const PATH = `/event/${event.slug}`;

/** `GET events/{slug}` answering `status` until `server.up`, then the event. */
function eventServer(status: number) {
  const server = { up: false };
  fakeApi().on(eventsEndpoints['GET events/{slug}'], () =>
    server.up ? exampleOf(eventsEndpoints['GET events/{slug}']) : answer(status, { status: 0, message: 'x' }),
  );
  return server;
}

const renderEvent = () => renderApp(<EventDetailPage />, { path: PATH, route: '/event/:id' });
const toast = (text: string) => page.getByRole('listitem').filter({ hasText: text });
const alert = () => page.getByRole('alert').filter({ hasText: 'could not be loaded' });

describe('the event page', () => {
  test("a 500 stays on the page with the error and 'Try again', which loads the event", async () => {
    const server = eventServer(500);
    const screen = await renderEvent();
    await expect.element(alert()).toHaveTextContent('This event could not be loaded.');
    await expect.element(alert()).toHaveTextContent('Something went wrong,Please try again.');
    expect(screen.location().pathname).toBe(PATH);
    // In place, not as a toast as well: on a phone a toast would cover 'Try again'.
    expect(toast('Something went wrong').elements()).toHaveLength(0);
    await expectAccessible();
    server.up = true;
    await alert().getByRole('button', { name: 'Try again' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    expect(alert().elements()).toHaveLength(0);
  });

  test("an unknown event says 'Something went wrong,Please try again.' and goes to /upcoming-events", async () => {
    eventServer(404);
    const screen = await renderEvent();
    await expect.element(toast('Something went wrong,Please try again.')).toBeVisible();
    await expect.poll(() => screen.location().pathname).toBe('/upcoming-events');
  });
});

describe('the upcoming events page', () => {
  test("says the events could not be loaded, not 'No Upcoming event', and 'Try again' loads them", async () => {
    const server = { up: false };
    fakeApi().on(eventsEndpoints['GET events'], () =>
      server.up ? events : answer(503, { status: 0, message: 'Unavailable' }),
    );
    await renderApp(<UpcomingEventsPage />, { path: '/upcoming-events' });
    await expect.element(alert()).toHaveTextContent('The upcoming events could not be loaded.');
    expect(page.getByText('No Upcoming event').elements()).toHaveLength(0);
    server.up = true;
    await alert().getByRole('button', { name: 'Try again' }).click();
    const first = events.data[0];
    if (!first) throw new Error('The events example is empty.');
    await expect.element(page.getByRole('link', { name: new RegExp(first.name) }).first()).toBeVisible();
  });

  test('a page that failed offline shows a quiet note, and loads again when the connection returns', async () => {
    const server = { up: false };
    fakeApi().on(eventsEndpoints['GET events'], () => {
      if (!server.up) throw new TypeError('Failed to fetch');
      return events;
    });
    await renderApp(
      <>
        <OfflineNote />
        <UpcomingEventsPage />
      </>,
      { path: '/upcoming-events' },
    );
    await expect.element(alert()).toBeVisible();
    window.dispatchEvent(new Event('offline'));
    const note = page.getByRole('status').filter({ hasText: "You're offline." });
    await expect.element(note).toBeVisible();
    server.up = true;
    window.dispatchEvent(new Event('online'));
    await expect.element(note).not.toBeInTheDocument();
    const first = events.data[0];
    if (!first) throw new Error('The events example is empty.');
    await expect.element(page.getByRole('link', { name: new RegExp(first.name) }).first()).toBeVisible();
    expect(alert().elements()).toHaveLength(0);
  });
});
