import { describe, expect, it } from 'vitest';
import { ordersExamples } from './examples.ts';
import { ordersMessages } from './messages.ts';
import {
  ACCESS_KEY_PATTERN,
  calendarLinks,
  orderLinks,
  orderReceiptSchema,
  TICKET_CODE_PATTERN,
} from './receipt-schema.ts';

const schedule = {
  starts_at: '2026-12-05T18:30:00+05:30',
  ends_at: '2026-12-05T21:00:00+05:30',
  venue: 'Mumbai',
};

describe('orderLinks', () => {
  it('builds the receipt, ticket and invoice paths of an event order with its key', () => {
    expect(orderLinks('order_Ab12Cd34Ef56Gh', 'q3Zr8tWkX1nB4yLm0PfA_g', 'event')).toEqual({
      receipt: '/thank-you?order=order_Ab12Cd34Ef56Gh&key=q3Zr8tWkX1nB4yLm0PfA_g',
      ticket: '/ticket?order=order_Ab12Cd34Ef56Gh&key=q3Zr8tWkX1nB4yLm0PfA_g',
      invoice: '/thank-you?order=order_Ab12Cd34Ef56Gh&key=q3Zr8tWkX1nB4yLm0PfA_g#invoice',
    });
  });

  it('sends a Venture pass to /venturethank-you and gives it a ticket', () => {
    const links = orderLinks('order_Vv7TgH2kLm9QxB', 'k', 'venture');
    expect(links.receipt).toBe('/venturethank-you?order=order_Vv7TgH2kLm9QxB&key=k');
    expect(links.ticket).toBe('/ticket?order=order_Vv7TgH2kLm9QxB&key=k');
  });

  it.each(['mentor', 'package', 'membership'] as const)('has no ticket for a %s order', (kind) => {
    expect(orderLinks('order_Mn3PqR7sT1uV9w', 'k', kind).ticket).toBeNull();
  });

  it('leaves the key out for a signed-in owner and encodes what it carries', () => {
    expect(orderLinks('order_Ab12Cd34Ef56Gh', null, 'event').ticket).toBe(
      '/ticket?order=order_Ab12Cd34Ef56Gh',
    );
    expect(orderLinks('a&b', 'x/y+z=', 'mentor').receipt).toBe('/thank-you?order=a%26b&key=x%2Fy%2Bz%3D');
  });
});

describe('calendarLinks', () => {
  const receipt = {
    item: 'Women in Leadership Summit',
    term: 'Member',
    order_id: 'order_Ab12Cd34Ef56Gh',
    schedule,
  };

  it('makes a Google Calendar template link in UTC', () => {
    const google = calendarLinks(receipt)?.google ?? '';
    expect(google).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Women%20in%20Leadership%20Summit' +
        '&dates=20261205T130000Z/20261205T153000Z&location=Mumbai' +
        '&details=Member%20%C2%B7%20Order%20order_Ab12Cd34Ef56Gh',
    );
    const url = new URL(google);
    expect(url.searchParams.get('text')).toBe('Women in Leadership Summit');
    expect(url.searchParams.get('details')).toBe('Member · Order order_Ab12Cd34Ef56Gh');
  });

  it('makes an Outlook compose link with ISO UTC times', () => {
    const url = new URL(calendarLinks(receipt)?.outlook ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      path: '/calendar/action/compose',
      rru: 'addevent',
      subject: 'Women in Leadership Summit',
      startdt: '2026-12-05T13:00:00Z',
      enddt: '2026-12-05T15:30:00Z',
      location: 'Mumbai',
      body: 'Member · Order order_Ab12Cd34Ef56Gh',
    });
  });

  it('encodes characters that would break the query', () => {
    const url = new URL(
      calendarLinks({ ...receipt, item: 'Q&A #2 = 100%', schedule: { ...schedule, venue: 'A/B' } })?.google ??
        '',
    );
    expect(url.searchParams.get('text')).toBe('Q&A #2 = 100%');
    expect(url.searchParams.get('location')).toBe('A/B');
  });

  it('is null without a schedule', () => {
    const { schedule: _, ...plan } = receipt;
    expect(calendarLinks(plan)).toBeNull();
  });
});

describe('the order receipt', () => {
  const example = ordersExamples['GET orders/{order_id}'];

  it('accepts the example and refuses a bad ticket code or a relative-less link', () => {
    const data = example.response.data;
    expect(orderReceiptSchema.parse(data)).toEqual(data);
    const badTicket = { ...data, tickets: [{ code: 'tkt_lower', label: 'Ticket 1 of 1' }] };
    expect(orderReceiptSchema.safeParse(badTicket).success).toBe(false);
    const absolute = { ...data, links: { ...data.links, receipt: 'https://x.test/thank-you' } };
    expect(orderReceiptSchema.safeParse(absolute).success).toBe(false);
  });

  it('labels tickets "n of total" and fixes the key and code shapes', () => {
    expect(ordersMessages.ticketLabel(1, 2)).toBe('Ticket 1 of 2');
    expect(ACCESS_KEY_PATTERN.test(example.input.key ?? '')).toBe(true);
    for (const t of example.response.data.tickets) expect(TICKET_CODE_PATTERN.test(t.code)).toBe(true);
    expect(TICKET_CODE_PATTERN.test('tkt_01JD3K7Q9X4M2V8R6T5N0B1C2I')).toBe(false);
  });
});
