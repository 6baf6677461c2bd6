import { describe, expect, it } from 'vitest';
import { memberId } from '../constants/index.ts';
import { accountExamples } from './examples.ts';
import { accountMessages, dashboardWelcome } from './messages.ts';
import {
  accountEventsResponseSchema,
  accountMembershipResponseSchema,
  deleteEventRequestSchema,
} from './requests.ts';

describe('account messages', () => {
  it('words the empty states and the refund prompt as the spec does', () => {
    expect(accountMessages).toMatchObject({
      noMembership: 'No Membership Exists',
      noEvents: 'No Events Exists',
      noMentors: 'No Mentors Exists',
      noPackages: 'No Package Exists',
      confirmProceed: 'Are you sure you want to proceed?',
    });
  });

  it('greets the member by name, or without one', () => {
    expect(dashboardWelcome('Ananya')).toBe('Welcome Ananya, to your member dashboard!');
    expect(dashboardWelcome(' Ananya ')).toBe('Welcome Ananya, to your member dashboard!');
    expect(dashboardWelcome(null)).toBe('Welcome to your member dashboard!');
    expect(dashboardWelcome('  ')).toBe('Welcome to your member dashboard!');
  });
});

describe('account-membership', () => {
  const response = accountExamples['GET account-membership'].response;

  it('answers null without a membership', () => {
    expect(accountMembershipResponseSchema.safeParse({ ...response, data: null }).success).toBe(true);
  });

  it('refuses an unknown tier and a non-ISO date', () => {
    const data = { ...response.data, membership: 'Gold' };
    expect(accountMembershipResponseSchema.safeParse({ ...response, data }).success).toBe(false);
    const late = { ...response.data, modified_expiry_date: '14/01/2027' };
    expect(accountMembershipResponseSchema.safeParse({ ...response, data: late }).success).toBe(false);
  });

  it("shows the member id as 'LWL' + user_id", () => {
    expect(memberId(response.data.user_id)).toBe('LWL1');
  });
});

describe('account-events', () => {
  const purchase = accountExamples['GET account-events'].response.data[0];

  it.each([null, '', 'initiated', 'failed', 'processed'])('accepts refund_status %j', (refund_status) => {
    expect(
      accountEventsResponseSchema.safeParse({ status: 1, data: [{ ...purchase, refund_status }] }).success,
    ).toBe(true);
  });

  it('refuses a purchase without its event', () => {
    const { event: _, ...withoutEvent } = purchase ?? {};
    expect(accountEventsResponseSchema.safeParse({ status: 1, data: [withoutEvent] }).success).toBe(false);
  });
});

describe('delete-event', () => {
  it('reads the purchase id as a number or a numeric string', () => {
    expect(deleteEventRequestSchema.parse({ event_id: '301' })).toEqual({ event_id: 301 });
  });

  it.each([{}, { event_id: 'abc' }, { event_id: 0 }])('refuses %j', (input) => {
    expect(deleteEventRequestSchema.safeParse(input).error?.issues[0]?.message).toBe('event_id is required');
  });
});
