import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { applicationStepsMachine, stepButtons, stepNumber, stepTitle } from './steps.ts';

const events = [{ type: 'step.next' }, { type: 'step.back' }, { type: 'form.submit' }] as const;
const serializeState = (s: { value: unknown }) => JSON.stringify(s.value);
const step = (n: number) => JSON.stringify({ steps: `step${n}` });
const SUBMITTED = JSON.stringify('submitted');

describe('application steps (graph)', () => {
  const shortest = getShortestPaths(applicationStepsMachine, { events, serializeState });

  it('reaches exactly the four steps and the submitted state', () => {
    expect(shortest.map((p) => serializeState(p.state)).sort()).toEqual(
      [step(1), step(2), step(3), step(4), SUBMITTED].sort(),
    );
  });

  it('reaches step 4 only through steps 1 → 2 → 3', () => {
    const toStep4 = getSimplePaths(applicationStepsMachine, {
      events,
      serializeState,
      toState: (s) => s.matches({ steps: 'step4' }),
    });
    expect(toStep4.length).toBeGreaterThan(0);
    for (const path of toStep4) {
      const visited = path.steps.map((s) => serializeState(s.state));
      expect(visited.slice(0, 4)).toEqual([step(1), step(2), step(3), step(4)]);
    }
    const shortestToStep4 = shortest.find((p) => serializeState(p.state) === step(4));
    expect(shortestToStep4?.steps.map((s) => s.event.type)).toEqual([
      'xstate.init',
      'step.next',
      'step.next',
      'step.next',
    ]);
  });

  it('submits only from step 4', () => {
    const toSubmitted = getSimplePaths(applicationStepsMachine, {
      events,
      serializeState,
      toState: (s) => s.matches('submitted'),
    });
    // One simple path to step 4 (1→2→3→4), then Submit.
    expect(toSubmitted).toHaveLength(1);
    for (const path of toSubmitted) {
      const last = path.steps.at(-1);
      const beforeLast = path.steps.at(-2);
      expect(last?.event.type).toBe('form.submit');
      expect(beforeLast && serializeState(beforeLast.state)).toBe(step(4));
    }
  });

  it('ignores Submit on steps 1 to 3, Back on step 1 and Next on step 4', () => {
    const actor = createActor(applicationStepsMachine).start();
    for (const n of [1, 2, 3]) {
      const before = actor.getSnapshot();
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot()).toBe(before);
      expect(actor.getSnapshot().matches({ steps: `step${n}` as 'step1' })).toBe(true);
      if (n === 1) {
        actor.send({ type: 'step.back' });
        expect(actor.getSnapshot()).toBe(before);
      }
      actor.send({ type: 'step.next' });
    }
    const atStep4 = actor.getSnapshot();
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot()).toBe(atStep4);
  });
});

describe('step rules', () => {
  it('numbers, titles and buttons', () => {
    expect(stepNumber('step3')).toBe(3);
    expect(stepTitle('step1')).toBe('Basic Details');
    expect(stepTitle('step4')).toBe('Networking & Community');
    expect(stepButtons('step1')).toEqual({ back: false, next: true, submit: false });
    expect(stepButtons('step2')).toEqual({ back: true, next: true, submit: false });
    expect(stepButtons('step4')).toEqual({ back: true, next: false, submit: true });
  });
});
