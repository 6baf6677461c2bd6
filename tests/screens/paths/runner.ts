/**
 * Plays one route of the walk in the app: opens the page as the start says, performs each step as
 * the binding says (a person's action, a held call answered by the mock, the time passing), and after
 * each one waits for the app's own machine to pass through the state the walk is in, in order. When
 * it does not, the run fails naming the flow, the step and both states.
 */
import type { APIRequestContext, Page, Route as PageRoute, Request } from '@playwright/test';
import type { FlowBinding, StepContext } from './binding.ts';
import { type Inspector, leaves, sameState } from './inspector.ts';
import { runnerActs } from './plan.ts';
import type { Route, RouteStep } from './walk.ts';

/** Thrown when the app leaves the walk: the message names the flow, the step and both states. */
class WalkMismatch extends Error {
  override readonly name = 'WalkMismatch';
}

/** How long the app may take to reach a step's state (a delay's own time is added). */
const STEP_MS = 8_000;

interface Held {
  route: PageRoute;
  request: Request;
}

export interface Play {
  page: Page;
  request: APIRequestContext;
  inspector: Inspector;
  binding: FlowBinding;
  /** The delay of an `after` step, in ms (from the chart). */
  delayOf(step: RouteStep): number;
  /** Called when the app is in the state reached after step `index` (-1: the start). */
  reached?(index: number): Promise<void>;
}

/** Holds each call of the flow until the walk answers it. */
async function holdCalls(page: Page, binding: FlowBinding): Promise<Map<string, Held[]>> {
  const held = new Map<string, Held[]>();
  for (const [src, call] of Object.entries(binding.calls ?? {})) {
    held.set(src, []);
    await page.route(call.url, (route, request) => {
      held.get(src)?.push({ route, request });
    });
  }
  return held;
}

async function answer(play: Play, held: Map<string, Held[]>, step: RouteStep, label: string): Promise<void> {
  const src = step.event.actor ?? '';
  const call = play.binding.calls?.[src];
  const outcome = call?.outcomes[step.choice];
  if (!call || !outcome) throw new WalkMismatch(`${label}: the binding has no outcome “${step.choice}”`);
  const queue = held.get(src) ?? [];
  const deadline = Date.now() + STEP_MS;
  while (queue.length === 0) {
    if (Date.now() > deadline)
      throw new WalkMismatch(
        `${label}: the app never called ${String(call.url)} (its machines: ${play.inspector.describe()})`,
      );
    await play.page.waitForTimeout(25);
  }
  const next = queue.shift();
  if (!next) return;
  const { route, request } = next;
  if (outcome === 'drop') return route.abort('connectionreset').catch(() => undefined);
  if (outcome === 'mock') return route.fallback().catch(() => undefined);
  if ('prefer' in outcome) {
    return route
      .fallback({ headers: { ...request.headers(), prefer: `code=${outcome.prefer}` } })
      .catch(() => undefined);
  }
  const body = outcome.send(request.postDataJSON() as Record<string, unknown>, request);
  return route.fallback({ postData: JSON.stringify(body) }).catch(() => undefined);
}

/** Waits until the app's machine passes through `expected` after snapshot `since`; returns that snapshot's number. */
async function passes(
  play: Play,
  expected: string[],
  since: number,
  timeout: number,
  label: string,
): Promise<number> {
  const { machine } = play.binding;
  const deadline = Date.now() + timeout;
  for (;;) {
    const hit = play.inspector.after(machine, since).find((s) => sameState(s.paths, expected));
    if (hit) return hit.seq;
    if (Date.now() > deadline) {
      const was = play.inspector.after(machine, since).map((s) => leaves(s.paths));
      const now = play.inspector.current(machine);
      throw new WalkMismatch(
        `${label}: the walk is in ${leaves(expected)}, the app is in ${now ? leaves(now) : '(not started)'}` +
          (was.length ? ` (passed through: ${[...new Set(was)].join(' → ')})` : ''),
      );
    }
    await play.page.waitForTimeout(25);
  }
}

/** The app is still in `expected` (it did not go on by itself past a step that is the person's). */
function stays(play: Play, expected: string[], label: string): void {
  const now = play.inspector.current(play.binding.machine) ?? [];
  if (!sameState(now, expected))
    throw new WalkMismatch(
      `${label}: the walk waits in ${leaves(expected)} for the next step, the app went on by itself to ${leaves(now)}`,
    );
}

/** Plays `route` from its start; every step is checked against the app's snapshot. */
export async function playRoute(play: Play, route: Route): Promise<void> {
  const { binding, page } = play;
  const kept: Record<string, string> = {};
  let from: readonly string[] = route.initial;
  const context = (payload: unknown): StepContext => ({
    page,
    request: play.request,
    payload,
    kept,
    start: route.start,
    from,
  });
  const held = await holdCalls(page, binding);
  if (binding.clock) await page.clock.install();
  const open = binding.starts[route.start];
  if (!open) throw new WalkMismatch(`${binding.machine}: no start “${route.start}”`);
  await open(context(undefined));
  const opened = `${binding.machine}, start “${route.start}”`;
  let cursor = await passes(play, route.initial, 0, STEP_MS, opened);
  if (runnerActs(binding, route.steps[0])) stays(play, route.initial, opened);
  await play.reached?.(-1);
  for (const [index, step] of route.steps.entries()) {
    const label = `${binding.machine}, step ${index + 1} (${step.event.label} → ${step.choice})`;
    let since = cursor;
    let timeout = STEP_MS;
    if (step.event.kind === 'done' || step.event.kind === 'error') {
      const performed = binding.performs?.[step.event.actor ?? '']?.[step.choice];
      if (performed && performed !== 'app') {
        since = Math.max(cursor, play.inspector.now());
        await performed(context(step.payload));
      } else if (!performed && !binding.settles?.[step.event.actor ?? '']) {
        since = Math.max(cursor, play.inspector.now());
        await answer(play, held, step, label);
      }
    } else if (step.event.kind === 'after') {
      const ms = play.delayOf(step);
      if (binding.clock) {
        since = Math.max(cursor, play.inspector.now());
        await page.clock.runFor(ms);
      } else timeout += ms;
    } else {
      const act = binding.events[step.event.type]?.[step.choice];
      if (!act) throw new WalkMismatch(`${label}: the binding cannot perform it`);
      if (act !== 'app') {
        since = Math.max(cursor, play.inspector.now());
        await act(context(step.payload));
      }
    }
    cursor = await passes(play, step.after, since, timeout, label);
    // Where the next step is the person's (or the runner's) to take, the app must wait there for it.
    if (runnerActs(binding, route.steps[index + 1])) stays(play, step.after, label);
    await play.reached?.(index);
    from = step.after;
  }
  // Calls the route left waiting are let through, so the page can close.
  for (const queue of held.values())
    for (const { route: call } of queue.splice(0)) await call.fallback().catch(() => undefined);
}
