import { describe, expect, it } from 'vitest';
import { endpoints } from '../api/endpoints.ts';
import { okMessageBody } from '../common/envelope.ts';
import { createOrderResponseSchema, paymentConfirmationSchema } from '../payment/payment.ts';
import { orderCalls } from './purchase-descriptor.ts';
import { PURCHASES } from './purchase-kinds.ts';

const rows = Object.entries(PURCHASES);

describe('PURCHASES', () => {
  it.each(rows)(
    '%s: its create-order calls answer an order and its callback confirms a payment',
    (_, row) => {
      for (const operation of orderCalls(row)) {
        expect(endpoints[operation].method).toBe('POST');
        expect(endpoints[operation].response).toBe(createOrderResponseSchema);
      }
      expect(endpoints[row.callback].input).toBe(paymentConfirmationSchema);
      expect(endpoints[row.callback].response).toBe(okMessageBody);
    },
  );

  it.each(rows)('%s: a member call needs the token and a guest call does not', (_, row) => {
    if (typeof row.order === 'string') return;
    expect(endpoints[row.order.member].auth).toBe('required');
    expect(endpoints[row.order.guest].auth).not.toBe('required');
  });

  it('keys each row by its kind, with machine and checkout ids of its own', () => {
    for (const [key, row] of rows) expect(row.kind).toBe(key);
    const machineIds = rows.map(([, row]) => row.machineId);
    const checkoutIds = rows.map(([, row]) => row.checkoutId);
    expect(new Set(machineIds).size).toBe(rows.length);
    expect(new Set(checkoutIds).size).toBe(rows.length);
  });

  it('lists a guest and a member call apart only where they differ', () => {
    expect(orderCalls(PURCHASES.event)).toEqual(['POST event-payment', 'POST user-event-payment']);
    expect(orderCalls(PURCHASES.venture)).toEqual(['POST venture-payment']);
  });
});
