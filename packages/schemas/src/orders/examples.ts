import type { ExamplesFor } from '../api/endpoint.ts';
import { attendeeMessages } from '../events/attendees.ts';
import { EXAMPLE_INVOICE } from '../invoices/examples.ts';
import type { ordersEndpoints } from './endpoints.ts';
import type { holderEndpoints } from './holder-endpoints.ts';
import { ordersMessages } from './messages.ts';
import { calendarLinks, type OrderReceipt, orderLinks } from './receipt-schema.ts';

const ORDER_ID = 'order_Ab12Cd34Ef56Gh';
const KEY = 'q3Zr8tWkX1nB4yLm0PfA_g';
const TICKET_2 = 'tkt_7ZQW3H5M8N2P4R6S9T1V0X3Y5A';
const links = orderLinks(ORDER_ID, KEY, 'event');
const schedule = {
  starts_at: '2026-12-05T18:30:00+05:30',
  ends_at: '2026-12-05T21:00:00+05:30',
  venue: 'Mumbai',
};

/** The two-ticket purchase of the invoice example, as its receipt link shows it. */
const EXAMPLE_ORDER_RECEIPT: OrderReceipt = {
  kind: 'event',
  item: 'Women in Leadership Summit',
  term: 'Member',
  quantity: 2,
  amount: 900_000,
  currency: 'INR',
  order_id: ORDER_ID,
  payment_id: 'pay_Zy98Xw76Vu54Ts',
  paid_at: '2026-11-25T03:00:00.000Z',
  email: 'titan@lwl.test',
  schedule,
  holder: 'Ananya Iyer',
  tickets: [
    {
      code: 'tkt_01JD3K7Q9X4M2V8R6T5N0B1C2D',
      label: ordersMessages.ticketLabel(1, 2),
      holder: 'Ananya Iyer',
    },
    {
      code: TICKET_2,
      label: ordersMessages.ticketLabel(2, 2),
      holder: 'Meera Nair',
      holder_email: 'meera.nair@example.com',
    },
  ],
  links: { receipt: links.receipt, ticket: links.ticket, invoice: links.invoice },
  calendar: calendarLinks({
    item: 'Women in Leadership Summit',
    term: 'Member',
    order_id: ORDER_ID,
    schedule,
  }),
  invoice_number: EXAMPLE_INVOICE.number,
  refund: null,
};

export const ordersExamples = {
  'GET orders/{order_id}': {
    input: { order_id: ORDER_ID, key: KEY },
    response: { status: 1, data: EXAMPLE_ORDER_RECEIPT },
  },
  'GET orders/{order_id}/invoice': {
    input: { order_id: ORDER_ID, key: KEY },
    response: { status: 1, data: EXAMPLE_INVOICE },
  },
  'POST resend-order-links': {
    input: { email: 'titan@lwl.test' },
    response: { status: 1, message: ordersMessages.linksResent },
  },
} satisfies ExamplesFor<typeof ordersEndpoints>;

export const holderExamples = {
  'GET attendee-tickets/{ticket}': {
    input: { ticket: TICKET_2, key: 'Hq7Lm2Np9Rt4Vw6Xy8Za1b' },
    response: {
      status: 1,
      data: {
        item: 'Women in Leadership Summit',
        term: 'Member',
        schedule,
        ticket: { code: TICKET_2, label: ordersMessages.ticketLabel(2, 2), holder: 'Meera Nair' },
        calendar: EXAMPLE_ORDER_RECEIPT.calendar,
      },
    },
  },
  'POST order-holders': {
    input: { order_id: ORDER_ID, key: KEY, ticket: TICKET_2, name: 'Meera Nair' },
    response: {
      status: 1,
      message: attendeeMessages.renamed,
      data: { ticket: TICKET_2, holder: 'Meera Nair' },
    },
  },
} satisfies ExamplesFor<typeof holderEndpoints>;
