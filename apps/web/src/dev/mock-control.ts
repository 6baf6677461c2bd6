/** Calls to the mock API's control routes (development only). */
import { env } from '../lib/env.ts';

export interface OutboxMessage {
  to: string;
  subject: string;
  kind: string;
  text: string;
  at: string;
  otp?: string;
}

export type ScenarioMap = Record<string, number>;

interface Envelope<T> {
  status: number;
  data?: T;
  message?: string;
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${env.apiOrigin}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  });
  const body = (await response.json()) as Envelope<T>;
  if (!response.ok || body.status !== 1 || body.data === undefined) {
    throw new Error(body.message ?? `${path} answered ${response.status}`);
  }
  return body.data;
}

/** `GET /__mock/outbox` answers a plain array (newest first), not the envelope of the other controls. */
async function outbox(): Promise<OutboxMessage[]> {
  const response = await fetch(`${env.apiOrigin}/__mock/outbox`);
  if (!response.ok) throw new Error(`/__mock/outbox answered ${response.status}`);
  return (await response.json()) as OutboxMessage[];
}

export const mockControl = {
  outbox,
  scenarios: () => call<ScenarioMap>('/__mock/scenarios'),
  setScenario: (operation: string, status: number) =>
    call<ScenarioMap>('/__mock/scenarios', { method: 'PUT', body: JSON.stringify({ [operation]: status }) }),
  clearScenarios: () => call<ScenarioMap>('/__mock/scenarios', { method: 'DELETE' }),
};
