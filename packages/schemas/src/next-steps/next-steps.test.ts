import { describe, expect, it } from 'vitest';
import { VENTURE_VAULT } from '../constants/venture-vault.ts';
import { freeSessionSummary, MENTOR_SESSION, mentorNextStep } from './mentor.ts';
import { bookingOffersInvoice, INVOICE_LINE, NEXT_STEP_TITLE } from './next-step.ts';
import { nextStepOf } from './next-steps.ts';
import { venturePassBooked } from './venture.ts';

const text = (step: { lines: readonly string[] }) => step.lines.join(' ');

const upcoming = {
  starts_at: '2027-01-14T09:00:00+05:30',
  ends_at: '2027-01-15T18:00:00+05:30',
  venue: 'Trident, Nariman Point, Mumbai',
};

describe('nextStepOf', () => {
  it('a mentor session: the contact within working days, at her address, the session, the invoice', () => {
    const step = nextStepOf({ kind: 'mentor', email: 'asha@example.com' }, true);
    expect(step.title).toBe(NEXT_STEP_TITLE);
    expect(text(step)).toContain(`Within ${MENTOR_SESSION.contactWithinWorkingDays} working days`);
    expect(text(step)).toContain('at asha@example.com');
    expect(text(step)).toContain(`${MENTOR_SESSION.paidMinutes}-minute video call`);
    expect(step.lines.at(-1)).toBe(INVOICE_LINE);
  });

  it('says nothing of an invoice the order does not have', () => {
    for (const kind of ['event', 'venture', 'mentor', 'package', 'membership'] as const)
      expect(nextStepOf({ kind }, false).lines).not.toContain(INVOICE_LINE);
  });

  it('a free session: its own length, no invoice', () => {
    const step = mentorNextStep({ free: true, email: 'asha@example.com', invoiceLine: INVOICE_LINE });
    expect(text(step)).toContain(`${MENTOR_SESSION.freeMinutes}-minute introductory video call`);
    expect(step.lines).not.toContain(INVOICE_LINE);
  });

  it('a membership: its validity from the order, and how to sign in', () => {
    const step = nextStepOf(
      { kind: 'membership', email: 'g@example.com', validity: { from: '2026-12-08', to: '2027-12-08' } },
      true,
    );
    expect(step.lines[0]).toBe('Your membership is valid from 8 December 2026 to 8 December 2027.');
    expect(text(step)).toContain('Sign in on the Login page with g@example.com');
    expect(text(step)).not.toMatch(/ticket|guest/i);
  });

  it('a membership without validity on its receipt leaves the line out', () => {
    expect(text(nextStepOf({ kind: 'membership' }, false))).not.toContain('valid from');
  });

  it('a Venture pass: the edition on the order, never the page constant', () => {
    const step = nextStepOf({ kind: 'venture', schedule: upcoming }, true);
    expect(step.lines[0]).toBe(
      'Your pass is for 14 and 15 January 2027, from 09:00 IST, at Trident, Nariman Point, Mumbai.',
    );
    expect(text(step)).not.toContain(VENTURE_VAULT.datesLabel);
    expect(venturePassBooked(upcoming)).toBe(
      'Your Venture Vault pass is booked: 14 and 15 January 2027, from 09:00 IST, at Trident, Nariman Point, Mumbai.',
    );
    expect(venturePassBooked(undefined)).toBe('Your Venture Vault pass is booked.');
  });

  it('an event: its day and hours in India from the order, and the QR codes', () => {
    const step = nextStepOf(
      {
        kind: 'event',
        schedule: {
          starts_at: '2026-12-12T12:30:00Z',
          ends_at: '2026-12-12T15:30:00Z',
          venue: 'The Oberoi, Delhi',
        },
      },
      false,
    );
    expect(step.lines[0]).toBe(
      'Your tickets are for 12 December 2026, 18:00–21:00 IST, at The Oberoi, Delhi.',
    );
    expect(text(step)).toContain('QR code');
  });

  it('a package: the partnerships team writes', () => {
    expect(text(nextStepOf({ kind: 'package', email: 'b@example.com' }, true))).toContain(
      'our partnerships team e-mails you at b@example.com',
    );
  });
});

describe('the mentor page and the account', () => {
  it('says what the free session is and who it is for', () => {
    expect(freeSessionSummary(true)).toContain('Open to members and guests.');
    expect(freeSessionSummary(false)).toContain('For members.');
    expect(freeSessionSummary(false)).toContain(`${MENTOR_SESSION.freeMinutes}-minute introductory`);
  });

  it('a ₹0 booking offers no invoice', () => {
    expect(bookingOffersInvoice(0)).toBe(false);
    expect(bookingOffersInvoice(10_443)).toBe(true);
  });
});
