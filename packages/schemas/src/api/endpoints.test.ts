import { describe, expect, it } from 'vitest';
import { operationKey, pathParams } from './endpoint.ts';
import { endpoints } from './endpoints.ts';
import { exampleFor } from './examples.ts';

/** Every call of the backend's API, the 44 the web app was built against, by the backend's names. */
const SPEC_CALLS = [
  'GET events',
  'GET events/{slug}',
  'POST event-payment',
  'POST user-event-payment',
  'POST event-payment-callback',
  'GET ventures',
  'POST venture-payment',
  'POST venture-payment-callback',
  'GET user',
  'GET mentors',
  'GET mentors/{id}',
  'POST mentor-appointment-payment',
  'POST mentor-payment-callback',
  'POST mentor-free-sesssion-appointment',
  'POST login',
  'GET videos',
  'GET default-videos',
  'POST update-personal-details',
  'POST update-gst-details',
  'GET account-membership',
  'GET account-events',
  'GET account-mentors',
  'GET account-packages',
  'POST delete-event',
  'POST forgot-password',
  'POST verify-token',
  'POST reset-password',
  'GET past-events',
  'GET global-search',
  'GET packages',
  'GET non-member-packages',
  'GET enterprise-packages',
  'POST package-payment',
  'POST non-member-package-payment',
  'POST package-payment-callback',
  'GET all-members',
  'GET membership/{slug}',
  'POST membership-payment',
  'POST global-membership-payment',
  'POST membership-payment-callback',
  'POST uaeEnquiry',
  'GET partner-offers',
  'GET partner-offer-detail/{offer_id}',
  'POST new-member-form',
] as const;

/** Calls the web needs beyond the specs (docs/decisions/0010). */
const EXTENSIONS = [
  'POST logout',
  'GET account-invoices',
  'GET account-invoices/{number}',
  'POST order-quote',
  'GET orders/{order_id}',
  'GET orders/{order_id}/invoice',
  'POST resend-order-links',
  'GET attendee-tickets/{ticket}',
  'POST order-holders',
] as const;

describe('the endpoint table', () => {
  it('holds exactly the 44 calls of the specs plus the contract extensions', () => {
    expect(SPEC_CALLS).toHaveLength(44);
    expect(Object.keys(endpoints).sort()).toEqual([...SPEC_CALLS, ...EXTENSIONS].sort());
  });

  it('marks the contract extensions, and only them', () => {
    const marked = Object.entries(endpoints)
      .filter(([, def]) => 'extension' in def && def.extension === true)
      .map(([key]) => key);
    expect(marked.sort()).toEqual([...EXTENSIONS].sort());
  });

  it.each(Object.entries(endpoints))('%s is keyed by its own method and path', (key, def) => {
    expect(operationKey(def)).toBe(key);
    expect(def.summary.length).toBeGreaterThan(0);
    if (def.method === 'GET') expect(def.body).toBe('none');
    else expect(def.body).not.toBe('none');
    if (def.auth !== 'none') expect(def.errors).toContain(401);
    expect(def.errors).toContain(403);
  });

  it.each(Object.entries(endpoints))('%s has an example its schemas accept', (key, def) => {
    const example = exampleFor(key);
    expect(example, `no example for ${key}`).toBeDefined();
    const input = def.input.safeParse(example?.input);
    expect(input.success, JSON.stringify(input.error?.issues)).toBe(true);
    for (const param of pathParams(def.path)) expect(input.data).toHaveProperty(param);
    const response = def.response.safeParse(example?.response);
    expect(response.success, JSON.stringify(response.error?.issues)).toBe(true);
  });
});
