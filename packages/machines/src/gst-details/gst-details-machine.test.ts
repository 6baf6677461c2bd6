import type { GstDetails } from '@lwl/schemas';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { type DraftRecord, draftValues, restoredFields } from '../session/interrupted-form.ts';
import type { SessionExpiryParams } from '../shared/effects.ts';
import { httpFailure, networkFailure } from '../shared/test-fakes.ts';
import { createTestActor, trackTransitions } from '../testing/index.ts';
import { gstDetailsMachine } from './gst-details-machine.ts';

const coverage = trackTransitions(gstDetailsMachine);
afterAll(() => coverage.assertAllTaken());

const before: GstDetails = { provides_gst_details: false };
const after: GstDetails = {
  provides_gst_details: true,
  gst_number: '27AABCI1234F1Z5',
  gst_company_name: 'Iyer Ventures Pvt Ltd',
  gst_address_line_1: '12 Marine Drive',
  gst_state: 'Maharashtra',
  gst_pincode: '400020',
};

function start(save: (values: GstDetails) => Promise<{ message: string }>, restored?: DraftRecord) {
  const effects = {
    showToast: vi.fn<(kind: string, message: string) => void>(),
    expireSession: vi.fn<(params: SessionExpiryParams) => void>(),
  };
  const updateGstDetails = vi.fn(save);
  const { actor } = createTestActor(gstDetailsMachine, {
    coverage,
    input: { details: before, ...(restored ? { restored } : {}) },
    provide: {
      actors: {
        updateGstDetails: fromPromise<{ message: string }, GstDetails>(({ input }) =>
          updateGstDetails(input),
        ),
      },
      actions: {
        showToast: (_, params) => effects.showToast(params.kind, params.message),
        expireSession: (_, params) => effects.expireSession(params),
      },
    },
  });
  return { actor, effects, updateGstDetails };
}

function submit(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'edit.toggle' });
  actor.send({ type: 'gst.submit', values: after });
  expect(actor.getSnapshot().hasTag('busy')).toBe(true);
}

describe('GST details machine', () => {
  it('toggles View/Edit, showing the saved values', () => {
    const { actor } = start(async () => ({ message: 'x' }));
    expect(actor.getSnapshot().matches('viewing')).toBe(true);
    expect(actor.getSnapshot().context.details).toEqual(before);
    actor.send({ type: 'edit.toggle' });
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
    actor.send({ type: 'edit.toggle' });
    expect(actor.getSnapshot().matches('viewing')).toBe(true);
  });

  it('saves, toasts the answer and returns to view with the new values', async () => {
    const { actor, effects, updateGstDetails } = start(async () => ({
      message: 'Information updated successfully.',
    }));
    submit(actor);
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(updateGstDetails).toHaveBeenCalledWith(after);
    expect(actor.getSnapshot().context).toEqual({ details: after, pending: null, draft: null });
    expect(effects.showToast).toHaveBeenCalledWith('success', 'Information updated successfully.');
  });

  it("falls back to the spec's success message when the server sends none", async () => {
    const { actor, effects } = start(async () => ({ message: '' }));
    submit(actor);
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(effects.showToast).toHaveBeenCalledWith('success', 'Information updated successfully.');
  });

  it("stays in edit with the server's message on a 400, keeping the saved values", async () => {
    const { actor, effects } = start(async () => {
      throw httpFailure(400, 'Please select a state from the list.');
    });
    submit(actor);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(effects.showToast).toHaveBeenCalledWith('error', 'Please select a state from the list.');
    expect(actor.getSnapshot().context).toEqual({ details: before, pending: null, draft: null });
  });

  it('shows the generic message on other failures', async () => {
    const { actor, effects } = start(async () => {
      throw networkFailure();
    });
    submit(actor);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(effects.showToast).toHaveBeenCalledWith('error', 'Something went wrong, Please try again later.');
  });

  it('hands a 401 to the session', async () => {
    const { actor, effects } = start(async () => {
      throw httpFailure(401, 'Unauthenticated.');
    });
    submit(actor);
    await waitFor(actor, (s) => s.matches('expired'));
    expect(effects.expireSession).toHaveBeenCalledWith({
      message: 'Your session has expired. Please log in again to continue.',
      notice: 'toast',
      reload: true,
    });
  });

  it('a 401 keeps the values being saved; restored, the form opens with them over the saved ones', async () => {
    const { actor } = start(async () => {
      throw httpFailure(401, 'Unauthenticated.');
    });
    submit(actor);
    await waitFor(actor, (s) => s.matches('expired'));
    const kept = draftValues(actor.getSnapshot().context.pending ?? {});
    expect(kept).toEqual(after);

    const back = start(async () => ({ message: 'Saved.' }), JSON.parse(JSON.stringify(kept)));
    expect(back.actor.getSnapshot().matches('editing')).toBe(true);
    const form = { provides_gst_details: false, gst_number: '', gst_state: '' };
    expect(restoredFields(form, back.actor.getSnapshot().context.draft)).toEqual({
      provides_gst_details: true,
      gst_number: '27AABCI1234F1Z5',
      gst_state: 'Maharashtra',
    });
    back.actor.send({ type: 'gst.submit', values: after });
    await waitFor(back.actor, (s) => s.matches('viewing'));
    expect(back.actor.getSnapshot().context).toMatchObject({ details: after, draft: null });
  });

  it('Cancel drops a restored draft; a kept value of another kind is not restored', () => {
    const { actor } = start(async () => ({ message: 'x' }), { gst_number: 42, provides_gst_details: 'yes' });
    expect(
      restoredFields({ gst_number: '', provides_gst_details: false }, actor.getSnapshot().context.draft),
    ).toEqual({ gst_number: '', provides_gst_details: false });
    actor.send({ type: 'edit.toggle' });
    expect(actor.getSnapshot().matches('viewing')).toBe(true);
    expect(actor.getSnapshot().context.draft).toBeNull();
  });
});
