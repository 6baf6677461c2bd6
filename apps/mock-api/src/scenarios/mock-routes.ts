import { Hono } from 'hono';
import { z } from 'zod';
import type { AppState } from '../app-state.ts';
import { mockMessages } from '../registry/mock-messages.ts';
import { checkScenarios } from './scenarios.ts';

const scenariosBody = z.record(
  z.string(),
  z.number({ error: 'Each scenario is an HTTP status number.' }).int(),
  {
    error: 'Send an object of "METHOD path": status.',
  },
);
const latencyBody = z.object({
  ms: z
    .number({ error: 'ms must be a number of milliseconds.' })
    .int({ error: 'ms must be a whole number of milliseconds.' })
    .min(0, { error: 'ms must be between 0 and 10000.' })
    .max(10_000, { error: 'ms must be between 0 and 10000.' }),
});

async function readJsonBody(req: Request): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    return undefined;
  }
}

/** The first key of a JSON object that is not an own operation of the table, else null. */
function unknownOperation(raw: unknown, table: object): string | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  return Object.keys(raw).find((key) => !Object.hasOwn(table, key)) ?? null;
}

const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? 'Invalid body.';

/** The mock's control routes: sticky scenarios, latency and reset. */
export const mockControlRoutes = <S>(state: AppState<S>) =>
  new Hono()
    .get('/__mock/scenarios', (c) => c.json({ status: 1, data: state.scenarios.list() }, 200))
    .put('/__mock/scenarios', async (c) => {
      const raw = await readJsonBody(c.req.raw);
      // Checked before zod, which would drop a "__proto__" key rather than refuse it.
      const unknown = unknownOperation(raw, state.table);
      if (unknown !== null) {
        const message = mockMessages.unknownOperation(unknown, Object.keys(state.table));
        return c.json({ status: 0, message }, 400);
      }
      const body = scenariosBody.safeParse(raw);
      if (!body.success) return c.json({ status: 0, message: firstMessage(body.error) }, 400);
      const checked = checkScenarios(state.table, body.data);
      if (!checked.ok) {
        const message =
          checked.problem === 'unknown-operation'
            ? mockMessages.unknownOperation(checked.operation, Object.keys(state.table))
            : mockMessages.undocumentedCode(checked.operation, checked.code, checked.documented);
        return c.json({ status: 0, message }, 400);
      }
      state.scenarios.apply(checked.entries);
      return c.json({ status: 1, data: state.scenarios.list() }, 200);
    })
    .delete('/__mock/scenarios', (c) => {
      state.scenarios.clear();
      return c.json({ status: 1, data: state.scenarios.list() }, 200);
    })
    .get('/__mock/latency', (c) => c.json({ status: 1, ms: state.latencyMs }, 200))
    .put('/__mock/latency', async (c) => {
      const body = latencyBody.safeParse(await readJsonBody(c.req.raw));
      if (!body.success) return c.json({ status: 0, message: firstMessage(body.error) }, 400);
      state.latencyMs = body.data.ms;
      return c.json({ status: 1, ms: state.latencyMs }, 200);
    })
    .post('/__mock/reset', (c) => {
      state.reset();
      return c.json({ status: 1, message: mockMessages.resetDone }, 200);
    });
