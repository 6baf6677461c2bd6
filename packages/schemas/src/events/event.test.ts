import { describe, expect, it } from 'vitest';
import { eventCardSchema, eventPlanOptionSchema, eventSchema, pastEventSchema } from './event.ts';
import { eventsExamples } from './examples.ts';

const detail = eventsExamples['GET events/{slug}'].response.data;

describe('eventSchema', () => {
  it('accepts a realistic event with price rows and related events', () => {
    expect(eventSchema.parse(detail)).toEqual(detail);
  });

  it('accepts a null end date and null refund info', () => {
    expect(eventSchema.safeParse({ ...detail, event_end_date: null, refundinfo: null }).success).toBe(true);
  });

  it.each([
    ['event_date', '16/05/2026'],
    ['event_end_date', '2026-5-17'],
    ['start_time_edited', '10:00'],
    ['end_time_edited', '18:00 PM'],
    ['date', ''],
    ['categories', ['Leadership']],
    ['allow_non_member', 1],
    [
      'prices',
      [{ id: 1, member: false, membership: 'Non Member', price: '4500', currency: 'INR', can_view: true }],
    ],
  ])('refuses %s = %j', (field, value) => {
    expect(eventSchema.safeParse({ ...detail, [field]: value }).success).toBe(false);
  });
});

describe('eventPlanOptionSchema', () => {
  const row = {
    id: 41,
    member: false,
    membership: 'Non Member',
    price: 4500,
    currency: 'INR',
    can_view: true,
  };
  it('accepts a row and refuses a negative price or an unknown currency', () => {
    expect(eventPlanOptionSchema.parse(row)).toEqual(row);
    expect(eventPlanOptionSchema.safeParse({ ...row, price: -1 }).success).toBe(false);
    expect(eventPlanOptionSchema.safeParse({ ...row, currency: 'EUR' }).success).toBe(false);
  });

  it('names a known buyer kind and marks exactly the tier rows as member rows', () => {
    const titan = { ...row, id: 42, member: true, membership: 'Titan' };
    expect(eventPlanOptionSchema.parse(titan)).toEqual(titan);
    expect(eventPlanOptionSchema.safeParse({ ...row, membership: 'Gold' }).success).toBe(false);
    expect(eventPlanOptionSchema.safeParse({ ...titan, member: false }).success).toBe(false);
    expect(eventPlanOptionSchema.safeParse({ ...row, member: true }).success).toBe(false);
  });
});

describe('eventCardSchema and pastEventSchema', () => {
  it('read the card fields of a full event', () => {
    const card = eventCardSchema.parse(detail);
    // The card keeps the price rows (an optional extension), not the page's other fields.
    expect(card.prices).toEqual(detail.prices);
    expect(card).not.toHaveProperty('related_events');
    const { prices: _, ...withoutPrices } = detail;
    expect(eventCardSchema.parse(withoutPrices).prices).toBeUndefined();
    expect(card.slug).toBe(detail.slug);
    expect(pastEventSchema.parse(detail)).toEqual({
      id: detail.id,
      slug: detail.slug,
      name: detail.name,
      image: detail.image,
      event_date: detail.event_date,
      city: detail.city,
    });
  });

  it('refuses a card without a slug', () => {
    expect(eventCardSchema.safeParse({ ...detail, slug: '' }).success).toBe(false);
    expect(pastEventSchema.safeParse({ ...detail, slug: undefined }).success).toBe(false);
  });
});
