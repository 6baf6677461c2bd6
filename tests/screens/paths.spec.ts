/**
 * The studio's walk played in the app (docs/app-paths.md): per bound flow, the shortest route to
 * every state (PATHS unset: `npm test`, `npm run studio:screens`), or also a route through every
 * transition not yet taken (PATHS=all: `npm run test:paths`). After every step the app's own machine
 * must pass through the walk's state; at the end of the route reaching a state, its text is read
 * (the binding's `shows`) and, when recording, its screen taken.
 */
import { appendFileSync } from 'node:fs';
import { allStates, chartModel } from '../../apps/studio/src/model/chart-model.ts';
import { expect, test } from '../support/test.ts';
import { bindings } from './bindings/index.ts';
import { takeScreen, VIEW } from './paths/capture.ts';
import { inspect, leaves, sameState } from './paths/inspector.ts';
import { planFlow, statesEndingAt } from './paths/plan.ts';
import { playRoute } from './paths/runner.ts';

const ALL = process.env.PATHS === 'all';
const ONLY = process.env.PATHS_FLOWS?.split(',').filter(Boolean) ?? [];
/** Where each run writes what it saw in the app (the coverage report is made from it). */
const SEEN_OUT = process.env.PATHS_SEEN_OUT;

test.use({ viewport: VIEW });

for (const binding of bindings) {
  if (ONLY.length > 0 && !ONLY.includes(binding.machine)) continue;
  if (process.env.PATHS_LANE === 'test' && binding.inTest === false) continue;
  const plan = planFlow(binding, ALL);
  const delays = new Map(
    allStates(chartModel(plan.machine)).flatMap((state) =>
      state.transitions.filter((t) => t.kind === 'after').map((t) => [t.event, t.delay?.ms ?? 0] as const),
    ),
  );
  test.describe(binding.machine, () => {
    plan.runs.forEach((route, index) => {
      const end = route.steps.at(-1)?.after ?? route.initial;
      test(`${index + 1}: ${[route.start, ...route.steps.map((step) => `${step.event.label} → ${step.choice}`)].slice(-3).join(' ▸ ')} ⇒ ${leaves(end)} (${route.steps.length} steps)`, async ({
        page,
        request,
      }) => {
        const inspector = await inspect(page);
        const seenStates = new Set<string>();
        const seenTransitions = new Set<string>();
        await playRoute(
          {
            page,
            request,
            inspector,
            binding,
            delayOf: (step) => delays.get(step.event.type) || 10_000,
            reached: async (at) => {
              const step = route.steps[at];
              for (const path of step ? step.after : route.initial) seenStates.add(path);
              for (const name of step?.takes ?? []) {
                seenTransitions.add(name);
                // A text the app shows right after this transition (the wrong code's message).
                const after = binding.shows?.[name];
                if (after) await expect(page.getByText(after).first()).toBeVisible();
              }
              for (const path of statesEndingAt(plan, route, at)) {
                if (!plan.visible.includes(path)) continue;
                const expected = (step ? step.after : route.initial).filter(Boolean);
                const there = () => sameState(inspector.current(binding.machine) ?? [], expected);
                await expect
                  .poll(there, { message: `${binding.machine} is still in ${path} for its screen` })
                  .toBe(true);
                const text = binding.shows?.[path];
                if (text) await expect(page.getByText(text).first()).toBeVisible();
                await takeScreen(
                  page,
                  {
                    chart: plan.chartId,
                    ...(plan.entry.shared ? { flow: binding.machine } : {}),
                    path,
                  },
                  there,
                );
              }
            },
          },
          route,
        );
        if (SEEN_OUT)
          appendFileSync(
            SEEN_OUT,
            `${JSON.stringify({ machine: binding.machine, states: [...seenStates], transitions: [...seenTransitions] })}\n`,
          );
      });
    });
  });
}
