import type { EndpointDef } from '@lwl/schemas';
import { mockMessages, scenarioMessages } from '../registry/mock-messages.ts';
import { documentedStatuses } from '../scenarios/scenarios.ts';

/** One status an operation of the mock can answer besides 200, as the document describes it. */
export interface AnswerStatus {
  status: number;
  description: string;
  /** The `message` of the example error body. */
  message: string;
  /** Sent by the mock's own machinery, not by the backend contract (`x-lwl-mock-only`). */
  mockOnly: boolean;
}

const contractDescriptions: Record<number, string> = {
  400: 'Invalid input or refused action',
  401: 'Missing, unknown or expired token',
  403: 'Bad dynamickey, or members only',
  404: 'Unknown slug or id',
  413: 'Request body over 10 MB',
  429: 'Too many attempts or records (the mock: docs/mock-limits.md); retry after the Retry-After header (seconds)',
  500: 'Unexpected error',
};

/** `Prefer: code=N` is read on every operation; an N the operation does not document is refused. */
const PREFER_REFUSAL = 'mock only: `Prefer: code=N` with an N not documented here';

/** Every call that is not a GET is watched: with `MOCK_DATA_FILE`, a change that cannot be written is undone. */
const NOT_SAVED =
  'Mock only, with `MOCK_DATA_FILE`: the call changed the data but the change could not be written to the file, so it was undone';

/**
 * What an operation can answer besides 200: its documented errors and 500 (the table's), the 400 of a
 * `Prefer` code it does not document (every operation reads `Prefer`), and the 503 of a change the
 * data file could not take (every call but a GET). Ascending.
 */
export function answerStatuses(
  operation: string,
  def: Pick<EndpointDef, 'errors' | 'method'>,
): AnswerStatus[] {
  const statuses: AnswerStatus[] = documentedStatuses(def).map((status) => ({
    status,
    description:
      status === 400
        ? `${contractDescriptions[400]}; also ${PREFER_REFUSAL}`
        : (contractDescriptions[status] ?? 'Error'),
    message: scenarioMessages[status],
    mockOnly: false,
  }));
  if (!statuses.some((s) => s.status === 400)) {
    statuses.push({
      status: 400,
      description: `${PREFER_REFUSAL[0]?.toUpperCase()}${PREFER_REFUSAL.slice(1)}`,
      message: mockMessages.undocumentedCode(operation, '418', documentedStatuses(def)),
      mockOnly: true,
    });
  }
  if (def.method !== 'GET') {
    statuses.push({
      status: 503,
      description: NOT_SAVED,
      message: mockMessages.notSaved('ENOSPC: no space left on device'),
      mockOnly: true,
    });
  }
  return statuses.sort((a, b) => a.status - b.status);
}
