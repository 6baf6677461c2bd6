import type { UaeEnquiry } from '@lwl/schemas';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { SessionExpiryParams } from '../shared/effects.ts';
import { httpFailure, networkFailure } from '../shared/test-fakes.ts';
import { createTestActor, trackTransitions } from '../testing/index.ts';
import { uaeEnquiryMachine } from './uae-enquiry-machine.ts';

const coverage = trackTransitions(uaeEnquiryMachine);
afterAll(() => coverage.assertAllTaken());

const values: UaeEnquiry = {
  first_name: 'Fatima',
  last_name: 'Khan',
  email: 'fatima@example.com',
  phone: '501234567',
  city: 'Dubai',
  designation: undefined,
  company_name: undefined,
  annual_income: undefined,
  work_experience: undefined,
};

function start(submit: (values: UaeEnquiry) => Promise<unknown>) {
  const effects = {
    clearForm: vi.fn(),
    showAlert: vi.fn<(message: string) => void>(),
    expireSession: vi.fn<(params: SessionExpiryParams) => void>(),
  };
  const submitEnquiry = vi.fn(submit);
  const { actor, clock } = createTestActor(uaeEnquiryMachine, {
    coverage,
    provide: {
      actors: { submitEnquiry: fromPromise<unknown, UaeEnquiry>(({ input }) => submitEnquiry(input)) },
      actions: {
        clearForm: () => effects.clearForm(),
        showAlert: (_, params) => effects.showAlert(params.message),
        expireSession: (_, params) => effects.expireSession(params),
      },
    },
  });
  return { actor, clock, effects, submitEnquiry };
}

describe('UAE enquiry machine', () => {
  it('shows the green message, clears the form and hides the message after 5000 ms', async () => {
    const { actor, clock, effects, submitEnquiry } = start(async () => ({ status: 1 }));
    actor.send({ type: 'enquiry.submit', values });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'enquiry.submit', values });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(submitEnquiry).toHaveBeenCalledExactlyOnceWith(values);
    expect(actor.getSnapshot().context.successMessage).toBe('Your request has been submitted successfully!');
    expect(effects.clearForm).toHaveBeenCalledTimes(1);
    clock.increment(4999);
    expect(actor.getSnapshot().context.successMessage).toBe('Your request has been submitted successfully!');
    clock.increment(1);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.successMessage).toBeNull();
  });

  it('hides the message at once when a new enquiry is sent meanwhile', async () => {
    const { actor, clock } = start(async () => ({}));
    actor.send({ type: 'enquiry.submit', values });
    await waitFor(actor, (s) => s.matches('succeeded'));
    actor.send({ type: 'enquiry.submit', values });
    expect(actor.getSnapshot().context.successMessage).toBeNull();
    await waitFor(actor, (s) => s.matches('succeeded'));
    clock.increment(5000);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it("alerts the server's message on a 400 and shows it in the red slot", async () => {
    const { actor, effects } = start(async () => {
      throw httpFailure(400, 'Please select a city.');
    });
    actor.send({ type: 'enquiry.submit', values });
    await waitFor(actor, (s) => s.matches('idle') && s.context.errorMessage !== null);
    expect(effects.showAlert).toHaveBeenCalledExactlyOnceWith('Please select a city.');
    expect(actor.getSnapshot().context.errorMessage).toBe('Please select a city.');
    expect(effects.clearForm).not.toHaveBeenCalled();
  });

  it("alerts 'Something went wrong, Please try again.' on other failures", async () => {
    const { actor, effects } = start(async () => {
      throw networkFailure();
    });
    actor.send({ type: 'enquiry.submit', values });
    await waitFor(actor, (s) => s.context.errorMessage !== null);
    expect(effects.showAlert).toHaveBeenCalledWith('Something went wrong, Please try again.');
    actor.send({ type: 'enquiry.submit', values });
    expect(actor.getSnapshot().context.errorMessage).toBeNull();
  });

  it('hands a 401 to the session as an alert with a reload', async () => {
    const { actor, effects } = start(async () => {
      throw httpFailure(401, 'Unauthenticated.');
    });
    actor.send({ type: 'enquiry.submit', values });
    await waitFor(actor, (s) => s.matches('expired'));
    expect(effects.expireSession).toHaveBeenCalledExactlyOnceWith({
      message: 'Your session has expired. Please log in again to continue.',
      notice: 'alert',
      reload: true,
    });
    expect(effects.showAlert).not.toHaveBeenCalled();
  });
});
