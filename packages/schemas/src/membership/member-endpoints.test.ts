import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { accountExamples } from '../account/examples.ts';
import { type EndpointDef, pathParams } from '../api/endpoint.ts';
import { endpoints } from '../api/endpoints.ts';
import { applicationExamples } from '../application/examples.ts';
import { authExamples } from '../auth/examples.ts';
import { directoryExamples } from '../directory/examples.ts';
import { enquiryExamples } from '../enquiry/examples.ts';
import { privilegesExamples } from '../privileges/examples.ts';
import { profileExamples } from '../profile/examples.ts';
import { membershipExamples } from './examples.ts';

/** The 21 calls of the member and membership domains: key, method, path, auth, body. */
const expected = [
  ['POST login', 'POST', 'login', 'none', 'json'],
  ['POST logout', 'POST', 'logout', 'required', 'json'],
  ['POST forgot-password', 'POST', 'forgot-password', 'none', 'json'],
  ['POST verify-token', 'POST', 'verify-token', 'none', 'json'],
  ['POST reset-password', 'POST', 'reset-password', 'none', 'json'],
  ['GET user', 'GET', 'user', 'required', 'none'],
  ['POST update-personal-details', 'POST', 'update-personal-details', 'required', 'multipart'],
  ['POST update-gst-details', 'POST', 'update-gst-details', 'required', 'json'],
  ['GET account-membership', 'GET', 'account-membership', 'required', 'none'],
  ['GET account-events', 'GET', 'account-events', 'required', 'none'],
  ['GET account-mentors', 'GET', 'account-mentors', 'required', 'none'],
  ['GET account-packages', 'GET', 'account-packages', 'required', 'none'],
  ['POST delete-event', 'POST', 'delete-event', 'required', 'json'],
  ['GET all-members', 'GET', 'all-members', 'required', 'none'],
  ['GET membership/{slug}', 'GET', 'membership/{slug}', 'none', 'none'],
  ['POST membership-payment', 'POST', 'membership-payment', 'none', 'multipart'],
  ['POST global-membership-payment', 'POST', 'global-membership-payment', 'none', 'multipart'],
  ['POST membership-payment-callback', 'POST', 'membership-payment-callback', 'none', 'json'],
  ['POST uaeEnquiry', 'POST', 'uaeEnquiry', 'optional', 'multipart'],
  ['GET partner-offers', 'GET', 'partner-offers', 'required', 'none'],
  ['GET partner-offer-detail/{offer_id}', 'GET', 'partner-offer-detail/{offer_id}', 'required', 'none'],
  ['POST new-member-form', 'POST', 'new-member-form', 'required', 'multipart'],
] as const;

const examples = {
  ...authExamples,
  ...profileExamples,
  ...accountExamples,
  ...directoryExamples,
  ...membershipExamples,
  ...enquiryExamples,
  ...privilegesExamples,
  ...applicationExamples,
};

const table: Record<string, EndpointDef> = endpoints;

describe('member and membership endpoints', () => {
  it('are 22 (21 of the specs and the POST logout extension), each with one example', () => {
    expect(expected).toHaveLength(22);
    expect(Object.keys(examples).sort()).toEqual(expected.map(([key]) => key).sort());
  });

  describe.each(expected)('%s', (key, method, path, auth, body) => {
    const def = table[key];

    it('is in the table with its method, path, auth and body kind', () => {
      expect(def).toBeDefined();
      expect({ method: def?.method, path: def?.path, auth: def?.auth, body: def?.body }).toEqual({
        method,
        path,
        auth,
        body,
      });
      expect(def?.summary.trim()).not.toBe('');
      expect(def?.summary).not.toContain('\n');
    });

    it('documents 403 always, 401 when it reads a token, 413 when it takes a body', () => {
      const errors = def?.errors ?? [];
      expect(errors).toContain(403);
      expect(errors.includes(401)).toBe(auth !== 'none');
      expect(errors.includes(413)).toBe(method === 'POST');
      expect(new Set(errors).size).toBe(errors.length);
    });

    it('takes its path parameters from one object input', () => {
      expect(def?.input).toBeInstanceOf(z.ZodMiniObject);
      const shape = def?.input instanceof z.ZodMiniObject ? Object.keys(def.input.shape) : [];
      for (const param of pathParams(path)) expect(shape).toContain(param);
    });

    it('accepts its example input and response', () => {
      const example = examples[key];
      const input = def?.input.safeParse(example.input);
      expect(input?.error?.issues).toBeUndefined();
      const response = def?.response.safeParse(example.response);
      expect(response?.error?.issues).toBeUndefined();
    });
  });

  it('answers 404 for unknown slugs and offers, 400 where input can be refused', () => {
    expect(table['GET membership/{slug}']?.errors).toContain(404);
    expect(table['GET partner-offer-detail/{offer_id}']?.errors).toContain(404);
    for (const [key, method] of expected) {
      if (method === 'POST') expect(table[key]?.errors, key).toContain(400);
    }
  });
});
