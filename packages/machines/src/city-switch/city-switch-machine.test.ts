import { afterAll, describe, expect, it } from 'vitest';
import { trackTransitions } from '../testing/coverage.ts';
import { createTestActor } from '../testing/simulated.ts';
import { cityTabs, indiaPageCityInput, lapPageCityInput, tabsDisabled } from './city-rules.ts';
import { citySwitchMachine } from './city-switch-machine.ts';

const coverage = trackTransitions(citySwitchMachine);
afterAll(() => coverage.assertAllTaken());

function start(input = indiaPageCityInput) {
  const scrolls: string[] = [];
  const { actor, clock } = createTestActor(citySwitchMachine, {
    coverage,
    input,
    provide: { actions: { scrollToTop: ({ context }) => scrolls.push(context.city) } },
  });
  return { actor, clock, scrolls };
}

describe('citySwitchMachine', () => {
  it('starts on Delhi with enabled tabs', () => {
    for (const input of [indiaPageCityInput, lapPageCityInput]) {
      const { actor } = start(input);
      const { context } = actor.getSnapshot();
      expect(context.city).toBe('Delhi');
      expect(tabsDisabled(context)).toBe(false);
      expect(cityTabs(context).map((t) => t.city)).toEqual(input.cities);
    }
  });

  it('keeps the chosen city pending for 800 ms, then switches and scrolls to the top', () => {
    const { actor, clock, scrolls } = start();
    actor.send({ type: 'city.select', city: 'Mumbai' });
    const pending = actor.getSnapshot();
    expect(pending.value).toBe('switching');
    expect(pending.context).toMatchObject({ city: 'Delhi', pending: 'Mumbai' });
    expect(cityTabs(pending.context)).toEqual([
      { city: 'Delhi', selected: true, disabled: true, spinner: false },
      { city: 'Mumbai', selected: false, disabled: true, spinner: true },
      { city: 'Bangalore', selected: false, disabled: true, spinner: false },
      { city: 'Others', selected: false, disabled: true, spinner: false },
    ]);

    actor.send({ type: 'city.select', city: 'Others' });
    expect(actor.getSnapshot().context.pending).toBe('Mumbai');

    clock.increment(799);
    expect(actor.getSnapshot().value).toBe('switching');
    expect(scrolls).toEqual([]);
    clock.increment(1);
    const settled = actor.getSnapshot();
    expect(settled.value).toBe('idle');
    expect(settled.context).toMatchObject({ city: 'Mumbai', pending: null });
    expect(scrolls).toEqual(['Mumbai']);
    expect(cityTabs(settled.context).find((t) => t.selected)).toEqual({
      city: 'Mumbai',
      selected: true,
      disabled: false,
      spinner: false,
    });
  });

  it('does nothing for the current city or an unknown one', () => {
    const { actor, clock, scrolls } = start(lapPageCityInput);
    const before = actor.getSnapshot();
    actor.send({ type: 'city.select', city: 'Delhi' });
    actor.send({ type: 'city.select', city: 'Others' });
    expect(actor.getSnapshot()).toBe(before);
    clock.increment(1000);
    expect(scrolls).toEqual([]);
  });

  it('refuses an initial city outside the list', () => {
    const { actor } = createTestActor(citySwitchMachine, {
      input: { cities: ['Delhi'], initialCity: 'Pune' },
      start: false,
    });
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toMatch(/known initial city among: Delhi/);
  });
});
