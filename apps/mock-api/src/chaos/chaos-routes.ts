import { Hono } from 'hono';
import type { AppState } from '../app-state.ts';
import { randomInt } from '../platform/random.ts';
import { chaosBody } from './chaos.ts';

async function readJsonBody(req: Request): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    return undefined;
  }
}

/** `GET`/`PUT`/`DELETE /__mock/chaos`: seeded faults on the API calls (`chaos.ts`). */
export const chaosRoutes = <S>(state: AppState<S>) =>
  new Hono()
    .get('/__mock/chaos', (c) => c.json({ status: 1, data: state.chaos.settings() }, 200))
    .put('/__mock/chaos', async (c) => {
      const body = chaosBody.safeParse((await readJsonBody(c.req.raw)) ?? {});
      if (!body.success)
        return c.json({ status: 0, message: body.error.issues[0]?.message ?? 'Invalid body.' }, 400);
      const { seed = randomInt(0, 2 ** 32), ...rest } = body.data;
      state.chaos.start({ seed, ...rest });
      return c.json({ status: 1, data: state.chaos.settings() }, 200);
    })
    .delete('/__mock/chaos', (c) => {
      state.chaos.stop();
      return c.json({ status: 1, data: null }, 200);
    });
