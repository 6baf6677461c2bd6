import { describe, expect, it } from 'vitest';
import { firstErrorStep } from './first-error-step.ts';

describe('firstErrorStep', () => {
  it('finds the earliest step with an error, and its first field in step order', () => {
    expect(firstErrorStep(['professional_image', 'name', 'email'])).toEqual({ step: 0, field: 'email' });
    expect(firstErrorStep(['professional_image'])).toEqual({ step: 1, field: 'professional_image' });
    expect(firstErrorStep(['hobbies', 'why_choose_lwl'])).toEqual({ step: 2, field: 'hobbies' });
    expect(firstErrorStep(['inperson_event_factors'])).toEqual({ step: 3, field: 'inperson_event_factors' });
  });

  it('is null without errors or for unknown fields', () => {
    expect(firstErrorStep([])).toBeNull();
    expect(firstErrorStep(['confirm_password'])).toBeNull();
  });
});
