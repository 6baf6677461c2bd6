import { operationKey } from '@lwl/schemas';
import type { Hono } from 'hono';
import type { AppState } from '../app-state.ts';
import { createKeyCheck } from '../middleware/dynamic-key.ts';
import { createCheckedAnswers } from './checked-answers.ts';
import { runEndpoint } from './endpoint-route.ts';
import { type EndpointTable, honoPath, type RuntimeHandlers } from './table.ts';

/** Registers one route per table entry; a missing handler or a mislabelled entry stops start-up. */
export function registerTable<S>(
  app: Hono,
  table: EndpointTable,
  handlers: RuntimeHandlers<S>,
  state: AppState<S>,
): void {
  const checkKey = createKeyCheck(state.env.DYNAMIC_KEY_PHRASE, state.clock);
  const checked = createCheckedAnswers();
  for (const [operation, def] of Object.entries(table)) {
    if (operationKey(def) !== operation) {
      throw new Error(
        `Endpoint table key "${operation}" does not match its definition "${operationKey(def)}".`,
      );
    }
    const handler = handlers[operation];
    if (!handler) throw new Error(`No handler for ${operation}.`);
    const route = { operation, def, handler, state, checkKey, checked };
    app.on(def.method, honoPath(def.path), (c) => runEndpoint(c, route));
  }
}
