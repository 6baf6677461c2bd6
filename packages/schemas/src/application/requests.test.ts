import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { applicationExamples } from './examples.ts';
import { applicationFormSchema } from './forms.ts';
import { applicationMessages } from './messages.ts';
import { APPLICATION_LIST_FIELDS, newMemberFormRequestSchema } from './requests.ts';
import { APPLICATION_STEP_COUNT, APPLICATION_STEPS } from './steps.ts';

const messageAt = (result: { error?: z.core.$ZodError }, path: string) =>
  result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;

const full = applicationExamples['POST new-member-form'].input;

describe('new-member application', () => {
  it('needs only the e-mail and the name', () => {
    const result = newMemberFormRequestSchema.parse({ email: 'kavya@example.com', name: 'Kavya Reddy' });
    expect(result).toMatchObject({ email: 'kavya@example.com', name: 'Kavya Reddy', lwl_activities: [] });
  });

  it.each([
    ['email', '', 'Email is required'],
    ['email', 'kavya', 'Invalid email address'],
    ['name', ' ', 'Full Name is required'],
  ])('refuses %s = %j with %j', (field, value, message) => {
    expect(messageAt(applicationFormSchema.safeParse({ ...full, [field]: value }), field)).toBe(message);
  });

  it('enforces no limit on the bio', () => {
    const bio = 'word '.repeat(500);
    expect(applicationFormSchema.safeParse({ ...full, professional_bio: bio }).success).toBe(true);
  });

  it('reads a list sent as one string, as repeated entries, or as an unticked checkbox group', () => {
    const parsed = newMemberFormRequestSchema.parse({
      ...full,
      why_choose_lwl: 'Learn and build new skills',
      lwl_activities: ['Retreats', '', 'Virtual sessions'],
      children_age_groups: false,
      inperson_event_factors: undefined,
    });
    expect(parsed.why_choose_lwl).toEqual(['Learn and build new skills']);
    expect(parsed.lwl_activities).toEqual(['Retreats', 'Virtual sessions']);
    expect(parsed.children_age_groups).toEqual([]);
    expect(parsed.inperson_event_factors).toEqual([]);
  });

  it('applies the photo rules to the professional image', () => {
    const big = new Blob([new Uint8Array(2_097_153)], { type: 'image/jpeg' });
    expect(
      messageAt(applicationFormSchema.safeParse({ ...full, professional_image: big }), 'professional_image'),
    ).toBe('File size must be less than 2MB');
  });

  it('places every field on exactly one of the 4 steps', () => {
    expect(APPLICATION_STEP_COUNT).toBe(4);
    expect(APPLICATION_STEPS.map((step) => step.title)).toEqual([
      'Basic Details',
      'Professional Details',
      'Personal Details',
      'Networking & Community',
    ]);
    const placed = APPLICATION_STEPS.flatMap((step) => [...step.fields]).sort();
    expect(placed).toEqual(Object.keys(newMemberFormRequestSchema.shape).sort());
    for (const list of APPLICATION_LIST_FIELDS) expect(placed).toContain(list);
  });

  it('uses the spec’s messages for success and session expiry', () => {
    expect(applicationMessages.success).toBe('Information submitted successfully.');
    expect(applicationMessages.noToken).toBe('Your session has expired. Please log in again.');
    expect(applicationMessages.expired).toBe('Your session expired. Please log in again.');
  });
});
