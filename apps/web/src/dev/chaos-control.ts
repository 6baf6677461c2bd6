/** The mock's seeded chaos (`/__mock/chaos`), development only. */
import { env } from '../lib/env.ts';

export interface ChaosSettings {
  seed: number;
  errorRate: number;
  dropRate: number;
  latencyMs: [number, number];
}

/** What the panel sends: every field optional, as the mock takes it. */
export type ChaosRequest = Partial<ChaosSettings>;

async function call(method: 'GET' | 'PUT' | 'DELETE', body?: ChaosRequest): Promise<ChaosSettings | null> {
  // The mock's state-changing controls take JSON only (a cross-site form post cannot change them).
  const response = await fetch(`${env.apiOrigin}/__mock/chaos`, {
    method,
    ...(method === 'GET'
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) }),
  });
  const answer = (await response.json()) as { status: number; data?: ChaosSettings | null; message?: string };
  if (!response.ok || answer.status !== 1 || answer.data === undefined)
    throw new Error(answer.message ?? `/__mock/chaos answered ${response.status}`);
  return answer.data;
}

export const chaosControl = {
  load: () => call('GET'),
  start: (settings: ChaosRequest) => call('PUT', settings),
  stop: () => call('DELETE'),
};
