/** The validating proxy's record (`GET /__mock/drift`), development only. */
import { env } from '../lib/env.ts';

interface DriftEntry {
  at: string;
  operation: string;
  side: 'request' | 'response';
  status: number | null;
  path: string;
  expected: string;
  received: string;
}

export interface DriftReport {
  /** The upstream the mock proxies to; null when the mock answers everything itself. */
  upstream: string | null;
  fallback: boolean;
  totals: { calls: number; drifts: number; fallbacks: number };
  drifts: DriftEntry[];
}

async function call(method: 'GET' | 'DELETE'): Promise<DriftReport> {
  // The mock's state-changing controls take JSON only (a cross-site form post cannot clear them).
  const response = await fetch(`${env.apiOrigin}/__mock/drift`, {
    method,
    ...(method === 'DELETE' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
  });
  const body = (await response.json()) as { status: number; data?: DriftReport; message?: string };
  if (!response.ok || body.status !== 1 || !body.data)
    throw new Error(body.message ?? `/__mock/drift answered ${response.status}`);
  return body.data;
}

export const driftControl = { load: () => call('GET'), clear: () => call('DELETE') };
