import { describe, expect, it } from 'vitest';
import { mentorsExamples } from './examples.ts';
import { mentorSchema } from './mentor.ts';
import { mentorMessages } from './messages.ts';

const mentor = mentorsExamples['GET mentors/{id}'].response.data;

describe('mentorSchema', () => {
  it('accepts realistic mentors', () => {
    for (const m of mentorsExamples['GET mentors'].response.data) expect(mentorSchema.parse(m)).toEqual(m);
  });

  it.each([
    ['slug', ''],
    ['blur_image', undefined],
    ['categories', [{ name: '' }]],
    ['allow_non_member', 'yes'],
    ['session_price_without_gst', '5000'],
    ['non_member_price_without_gst', -10],
  ])('refuses %s = %j', (field, value) => {
    expect(mentorSchema.safeParse({ ...mentor, [field]: value }).success).toBe(false);
  });

  it('keeps the members-only message word for word', () => {
    expect(mentorMessages.membersOnly).toBe(
      'The mentorship program is exclusively available to members. Please sign in to access this page and continue',
    );
  });
});
