import { commonMessages } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import {
  draftToRestore,
  draftValues,
  INTERRUPTED_FORM_MAX_AGE_MS,
  readSessionReturn,
} from './interrupted-form.ts';

const now = 10_000_000;

describe('what a 401 keeps', () => {
  it('keeps whatever a form holds, nested too, but never a password, an OTP, card data or a file', () => {
    const photo = new File(['x'], 'me.png');
    expect(
      draftValues({
        name: 'Asha',
        quantity: 3,
        attendees: [{ name: 'Meera', email: '' }, { name: 'Lata' }],
        phone: { country: 'AE', number: '501234567' },
        agreed: true,
        password: 'Lwl@12345',
        current_password: 'Lwl@12345',
        otp: '123456',
        card_number: '4111111111111111',
        image: photo,
        later: undefined,
        fn: () => 1,
      }),
    ).toEqual({
      name: 'Asha',
      quantity: 3,
      attendees: [{ name: 'Meera', email: '' }, { name: 'Lata' }],
      phone: { country: 'AE', number: '501234567' },
      agreed: true,
    });
  });

  it('reads back a return record only when well formed, recent and with one of the expiry messages', () => {
    const record = { path: '/event/x', message: commonMessages.sessionExpired, savedAt: now - 1000 };
    expect(readSessionReturn(record, now)).toEqual(record);
    expect(readSessionReturn({ ...record, path: 7 }, now)).toEqual({ ...record, path: null });
    expect(
      readSessionReturn({ ...record, message: 'You won a prize, log in at evil.example' }, now),
    ).toBeNull();
    expect(readSessionReturn({ ...record, savedAt: now - INTERRUPTED_FORM_MAX_AGE_MS - 1 }, now)).toBeNull();
    expect(readSessionReturn({ ...record, savedAt: now + 1 }, now)).toBeNull();
    for (const raw of [null, 'x', [], {}]) expect(readSessionReturn(raw, now)).toBeNull();
  });

  it("restores a form's draft only on its own page, recently kept, cleaned again", () => {
    const kept = {
      form: 'profileEdit',
      path: '/profile',
      values: { city: 'Pune', password: 'x' },
      savedAt: now - 5,
    };
    const on = { form: 'profileEdit', path: '/profile', now } as const;
    expect(draftToRestore(kept, on)).toEqual({ ...kept, values: { city: 'Pune' } });
    expect(draftToRestore(kept, { ...on, path: '/event/x' })).toBeNull();
    expect(draftToRestore(kept, { ...on, form: 'gstDetails' })).toBeNull();
    expect(draftToRestore({ ...kept, savedAt: now - INTERRUPTED_FORM_MAX_AGE_MS - 1 }, on)).toBeNull();
    expect(draftToRestore({ ...kept, values: ['x'] }, on)).toBeNull();
    expect(draftToRestore(null, on)).toBeNull();
  });
});
