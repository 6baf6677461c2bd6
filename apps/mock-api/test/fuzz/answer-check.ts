import { type EndpointDef, errorBodySchema } from '@lwl/schemas';
import type { FuzzResponse } from './fuzz-request.ts';

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * What is wrong with one answer of an endpoint, or null: a 5xx; a status that is neither 200 nor one of
 * the endpoint's documented errors; a 200 body its response schema refuses; a failure body that is not
 * `{ status: 0, message }` with a non-empty message; anything but JSON.
 */
export function answerProblem(def: EndpointDef, response: FuzzResponse): string | null {
  const { status } = response;
  if (status >= 500) return `answered ${status}: ${response.text.slice(0, 200)}`;
  if (status !== 200 && !(def.errors as readonly number[]).includes(status))
    return `answered undocumented ${status} (documented: ${def.errors.join(', ')}): ${response.text.slice(0, 200)}`;
  if (!response.contentType?.startsWith('application/json'))
    return `answered ${status} as ${response.contentType}`;
  const json = parseJson(response.text);
  if (!json.ok) return `answered ${status} with a body that is not JSON: ${response.text.slice(0, 200)}`;
  if (status === 200) {
    const parsed = def.response.safeParse(json.value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return `200 body refused by the response schema at ${issue?.path.join('.')}: ${issue?.message}`;
    }
    return null;
  }
  const error = errorBodySchema.safeParse(json.value);
  if (!error.success) return `${status} body is not { status: 0, message }: ${response.text.slice(0, 200)}`;
  if (error.data.message.trim() === '') return `${status} body has an empty message`;
  return null;
}
