import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { machineCatalog } from '@lwl/machines/catalog';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { inputChoices } from '../src/guide/input-choices.ts';
import { chartCoverage, totalCoverage } from '../src/screens/coverage.ts';
import { leafStates, statesFingerprint } from '../src/screens/fingerprint.ts';
import { NOT_VISIBLE } from '../src/screens/not-visible.ts';
import type { ScreensManifest } from '../src/screens/screens.ts';
import { storyboard } from '../src/screens/storyboard.ts';

const DIR = join(import.meta.dirname, '..', 'screens');
const manifest = JSON.parse(readFileSync(join(DIR, 'manifest.json'), 'utf8')) as ScreensManifest;
const charts = new Map(machineCatalog().map((e) => [e.chart.machine.id as string, e.chart.machine]));

describe('the committed screens (apps/studio/screens)', () => {
  for (const [id, machine] of charts) {
    it(`${id}: its screens were taken from the states it has now`, () => {
      const recorded = manifest.charts[id];
      if (!recorded) return;
      const command = `npm run studio:screens -- ${recorded.specs.join(' ')}`;
      expect(
        statesFingerprint(machine),
        `${id}'s states changed since its screens were taken at ${manifest.commit?.slice(0, 10)}: run ${command}`,
      ).toBe(recorded.fingerprint);
    });
  }

  it('every file the manifest names is a WebP in the folder, all of them under 3 MB', () => {
    let total = 0;
    for (const chart of Object.values(manifest.charts)) {
      for (const file of [
        ...Object.values(chart.states),
        ...Object.values(chart.flows ?? {}).flatMap(Object.values),
      ]) {
        expect(file).toMatch(/\.webp$/);
        expect(existsSync(join(DIR, file)), file).toBe(true);
      }
    }
    for (const file of new Set(Object.values(manifest.charts).flatMap((c) => Object.values(c.states)))) {
      total += statSync(join(DIR, file)).size;
    }
    expect(total).toBeLessThan(3 * 1024 * 1024);
    expect(manifest.commit).toMatch(/^[0-9a-f]{40}$/);
  });

  it('at least 90 % of the user-visible states have a screen', () => {
    const rows = [...charts].map(([id, machine]) => chartCoverage(id, machine, manifest));
    expect(totalCoverage(rows).percent).toBeGreaterThanOrEqual(90);
  });

  it('the states marked not user-visible exist', () => {
    for (const [id, states] of Object.entries(NOT_VISIBLE)) {
      const machine = charts.get(id);
      expect(machine, id).toBeDefined();
      for (const path of Object.keys(states))
        expect(leafStates(machine as never), `${id}.${path}`).toContain(path);
    }
  });
});

describe('the fingerprint', () => {
  it('changes with a state, not with a description', () => {
    const plain = createMachine({ id: 'x', initial: 'a', states: { a: {}, b: {} } });
    const described = createMachine({ id: 'x', initial: 'a', states: { a: { description: 'A' }, b: {} } });
    const more = createMachine({ id: 'x', initial: 'a', states: { a: {}, b: {}, c: {} } });
    const nested = createMachine({
      id: 'x',
      initial: 'a',
      states: { a: { initial: 'c', states: { c: {} } }, b: {} },
    });
    expect(statesFingerprint(described)).toBe(statesFingerprint(plain));
    expect(statesFingerprint(more)).not.toBe(statesFingerprint(plain));
    expect(statesFingerprint(nested)).not.toBe(statesFingerprint(plain));
  });
});

const ORDER = {
  status: 1,
  order_id: 'order_AbCdEf12345678',
  amount: 100,
  currency: 'INR',
  message: 'Order created',
};

describe('the storyboard', () => {
  it('password reset: the main path goes through each step in order', () => {
    const machine = charts.get('passwordReset');
    if (!machine) throw new Error('no passwordReset chart');
    const board = storyboard('passwordReset', machine, [{ label: 'start', payload: {} }], undefined);
    const paths = board.frames.map((f) => f.path);
    expect(board.source).toBe('main');
    expect(paths.indexOf('email.editing')).toBeLessThan(paths.indexOf('otp.editing'));
    expect(paths.indexOf('otp.editing')).toBeLessThan(paths.indexOf('password.editing'));
    expect([...paths, ...board.others].sort()).toEqual(leafStates(machine).sort());
  });

  it('checkout: the main path is the payment, not a failure', () => {
    const machine = charts.get('checkout');
    if (!machine) throw new Error('no checkout chart');
    const board = storyboard('checkout', machine, inputChoices('checkout'), undefined);
    const paths = board.frames.map((f) => f.path);
    expect(paths.slice(0, 3)).toEqual(['creatingOrder', 'loadingScript', 'paying']);
    expect(paths).toContain('succeeded');
    expect(paths.some((path) => /fail/i.test(path))).toBe(false);
    expect(board.frames[1]?.via).toBe('The order is created: the payment provider loads next');
  });

  it('checkout: a walked payment failure reads one frame per step, in the words of each step', () => {
    const machine = charts.get('checkout');
    if (!machine) throw new Error('no checkout chart');
    const [start] = inputChoices('checkout');
    const steps = [
      { event: { type: 'xstate.done.actor.0.checkout.creatingOrder', output: ORDER } },
      { event: { type: 'xstate.done.actor.0.checkout.loadingScript' } },
      {
        event: {
          type: 'payment.fail',
          failure: { error: { code: 'BAD_REQUEST_ERROR', description: 'Your card was declined.' } },
        },
      },
      { event: { type: 'problem.close' } },
    ];
    const board = storyboard('checkout', machine, inputChoices('checkout'), {
      steps,
      input: start?.payload,
      switches: {},
    });
    expect(board.source).toBe('walked');
    expect(board.frames.map((f) => f.path)).toEqual([
      'creatingOrder',
      'loadingScript',
      'paying',
      'paymentFailed',
      'failed',
    ]);
    expect(board.frames.map((f) => f.via).slice(1)).toEqual([
      'The order is created: the payment provider loads next',
      'The payment provider has loaded: its dialog opens',
      'The payment provider reports a failure: she sees why, with Try again',
      'She presses Close: back to the form, not charged',
    ]);
  });
});
