import { refundMachine } from '@lwl/machines';
import { machineCatalog } from '@lwl/machines/catalog';
import { describe, expect, it } from 'vitest';
import { eventOptions } from '../src/guide/choices.ts';
import { inputChoices } from '../src/guide/input-choices.ts';
import { plainStepError } from '../src/guide/plain-error.ts';
import {
  activePaths,
  apply,
  decodePath,
  encodePath,
  eventFor,
  replay,
  type Simulation,
  type SwitchableMachine,
  start,
  switchable,
} from '../src/simulation/simulate.ts';

/** Presses the choice named `choice` of the event named `event`, as the studio's buttons do. */
function press(
  target: SwitchableMachine,
  sim: Simulation,
  event: string,
  choice?: string | RegExp,
): Simulation {
  const options = eventOptions(target.machine, sim.snapshot);
  const found = options.find((o) => o.event.label === event);
  if (!found)
    throw new Error(
      `no ${event} in ${JSON.stringify(sim.snapshot.value)}: ${options.map((o) => o.event.label)}`,
    );
  const picked =
    choice === undefined
      ? found.choices[0]
      : found.choices.find((c) => (typeof choice === 'string' ? c.label === choice : choice.test(c.label)));
  if (!picked) throw new Error(`no choice ${choice} of ${event}: ${found.choices.map((c) => c.label)}`);
  return apply(target.machine, sim, { event: eventFor(found.event, picked.payload) });
}

const checkoutChart = () => {
  const machine = machineCatalog().find((e) => e.chart.machine.id === 'checkout')?.chart.machine;
  if (!machine) throw new Error('no checkout chart');
  return machine;
};

describe('guided simulation', () => {
  it("offers a refund's purchases, the confirmation's confirm and cancel, the call's answer and each documented failure", () => {
    const refund = switchable(refundMachine);
    const sim = start(refund.machine);
    const [request] = eventOptions(refund.machine, sim.snapshot);
    expect(request?.event.label).toBe('refund.request');
    expect(request?.choices.map((c) => c.label)).toContain('a ticket whose refund is already initiated');

    const confirming = press(refund, sim, 'refund.request', /no refund asked yet/);
    expect(activePaths(confirming.snapshot)).toEqual(['confirming']);
    const requesting = press(refund, confirming, 'refund.confirm');
    expect(activePaths(requesting.snapshot)).toEqual(['requesting']);
    const failures = eventOptions(refund.machine, requesting.snapshot).find(
      (o) => o.event.label === 'error: requestRefund',
    );
    expect(failures?.choices.map((c) => c.label)).toEqual([
      'the server answers 400: This purchase is not eligible for a refund.',
      'the server answers 400: Something went wrong, Please try again.',
      'the server answers 401: Your session has expired. Please log in again to continue.',
      'the server answers 403: This is available to members only.',
      'the server answers 413: Request body is too large.',
      'the server answers 500: Something went wrong, Please try again later.',
      'no answer (offline, or the server is down)',
    ]);
    expect(activePaths(press(refund, confirming, 'refund.cancel').snapshot)).toEqual(['idle']);
  });

  it("a named failure reaches the machine as the client's ApiError: a refused coupon lands under the field", () => {
    const checkout = switchable(checkoutChart());
    const input = inputChoices('checkout')[0]?.payload;
    const sim = start(checkout.machine, input);
    const rejected = press(
      checkout,
      sim,
      'error: createOrder',
      'the server answers 400: Invalid coupon code.',
    );
    expect(rejected.snapshot.status).toBe('done');
    expect(rejected.snapshot.output).toEqual({ outcome: 'rejected', couponError: 'Invalid coupon code.' });
    // The path keeps the failure as readable JSON, and a shared link replays it the same way.
    expect(JSON.stringify(rejected.path)).toContain('"$apiFailure"');
    const replayed = replay(checkout.machine, decodePath(encodePath(rejected.path)), input);
    expect(replayed.snapshot.output).toEqual(rejected.snapshot.output);
    const outage = press(checkout, sim, 'error: createOrder', 'no answer (offline, or the server is down)');
    expect(activePaths(outage.snapshot)).toEqual(['orderFailed']);
  });

  it('a forced guard applies at once, in the state shown (no Restart)', () => {
    const refund = switchable(refundMachine);
    const sim = start(refund.machine);
    refund.setSwitches({ isEligible: false });
    expect(activePaths(press(refund, sim, 'refund.request', /no refund asked yet/).snapshot)).toEqual([
      'idle',
    ]);
    refund.setSwitches({ isEligible: true });
    expect(activePaths(press(refund, sim, 'refund.request', /already initiated/).snapshot)).toEqual([
      'confirming',
    ]);
  });

  it('a call answers any JSON value, not only objects', () => {
    const refund = switchable(refundMachine);
    const confirming = press(refund, start(refund.machine), 'refund.request');
    const requesting = press(refund, confirming, 'refund.confirm');
    const done = eventOptions(refund.machine, requesting.snapshot).find(
      (o) => o.event.label === 'done: requestRefund',
    );
    if (!done) throw new Error('no done: requestRefund');
    const answered = apply(refund.machine, requesting, { event: eventFor(done.event, JSON.parse('"ok"')) });
    expect(activePaths(answered.snapshot)).toEqual(['idle']);
  });

  it('says in plain words what a payload lacks, without a stack trace', () => {
    const refund = switchable(refundMachine);
    const sim = start(refund.machine);
    const [request] = eventOptions(refund.machine, sim.snapshot);
    if (!request) throw new Error('no refund.request');
    let message = '';
    try {
      apply(refund.machine, sim, { event: eventFor(request.event, {}) });
    } catch (error) {
      message = plainStepError(error, request.event.label);
    }
    expect(message).toMatch(
      /^The check “isEligible” could not decide on “refund.request”: a field it reads is missing/,
    );
    expect(message).not.toMatch(/\n|\bat \w+ \(|Unable to evaluate/);
    expect(() => eventFor(request.event, 'yes')).toThrow(/JSON object/);
  });
});
