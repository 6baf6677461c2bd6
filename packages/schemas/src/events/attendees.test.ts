import { describe, expect, it } from 'vitest';
import { attendeeFormValues, attendeeMessages, attendeesProblem } from './attendees.ts';
import { eventPaymentInputSchema, userEventPaymentInputSchema } from './requests.ts';

const guest = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  company_name: 'Kestrel',
  designation: 'CTO',
  phone: '9876543210',
  event_id: 1,
};
const holders = [
  { name: 'Asha Rao' },
  { name: 'Meera Nair', email: 'meera@example.com' },
  { name: 'Lata Rao' },
];
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('ticket holders: one per ticket, a name each, an e-mail when given', () => {
  it('accepts an order without holders (the specs’ call) and one with exactly one per ticket', () => {
    expect(eventPaymentInputSchema.safeParse({ ...guest, quantity: 3 }).success).toBe(true);
    const parsed = eventPaymentInputSchema.parse({ ...guest, quantity: 3, attendees: holders });
    expect(parsed.attendees?.map((a) => a.name)).toEqual(['Asha Rao', 'Meera Nair', 'Lata Rao']);
    expect(
      userEventPaymentInputSchema.safeParse({ quantity: 2, event_id: 1, attendees: holders.slice(1) })
        .success,
    ).toBe(true);
  });

  it('refuses another count, a blank name and an invalid e-mail, each with its message', () => {
    const cases = [
      [holders.slice(0, 2), attendeeMessages.countMismatch],
      [[...holders, { name: 'Extra' }], attendeeMessages.countMismatch],
      [[holders[0], { name: '   ' }, holders[2]], attendeeMessages.nameRequired],
      [[holders[0], { name: 'Meera', email: 'meera@' }, holders[2]], attendeeMessages.emailInvalid],
    ] as const;
    for (const [attendees, message] of cases) {
      const result = eventPaymentInputSchema.safeParse({ ...guest, quantity: 3, attendees });
      expect(result.success).toBe(false);
      expect(firstMessage(result)).toBe(message);
    }
    const member = userEventPaymentInputSchema.safeParse({
      quantity: 3,
      event_id: 1,
      attendees: holders.slice(0, 1),
    });
    expect(firstMessage(member)).toBe(attendeeMessages.countMismatch);
  });

  it('reads an empty e-mail as none', () => {
    const parsed = eventPaymentInputSchema.parse({
      ...guest,
      quantity: 1,
      attendees: [{ name: 'Asha', email: ' ' }],
    });
    expect(parsed.attendees).toEqual([{ name: 'Asha' }]);
  });

  it('states the booking rule: holders for more than one ticket, none needed for one', () => {
    expect(attendeesProblem(1, undefined)).toBeNull();
    expect(attendeesProblem(2, undefined)).toBe(attendeeMessages.countMismatch);
    expect(
      attendeesProblem(2, [
        { name: 'A', email: '' },
        { name: '', email: '' },
      ]),
    ).toBe(attendeeMessages.nameRequired);
    expect(
      attendeesProblem(2, [
        { name: 'A', email: '' },
        { name: 'B', email: 'b@example.com' },
      ]),
    ).toBeNull();
  });

  it('opens the form with the buyer on the first ticket, what was typed kept', () => {
    expect(attendeeFormValues(2, 'Asha', null)).toEqual([
      { name: 'Asha', email: '' },
      { name: '', email: '' },
    ]);
    expect(attendeeFormValues(2, 'Asha', [{ name: '' }, { name: 'Meera', email: 'm@x.in' }])).toEqual([
      { name: '', email: '' },
      { name: 'Meera', email: 'm@x.in' },
    ]);
  });
});
