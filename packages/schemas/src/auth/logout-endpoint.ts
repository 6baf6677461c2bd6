import * as z from 'zod/mini';
import { defineEndpoint } from '../api/endpoint.ts';
import { okMessageBody } from '../common/envelope.ts';

/**
 * `POST logout`, a contract extension (docs/decisions/0010): ends the session on the
 * server. Its own module so the web's app shell can call it without the other auth schemas. A backend
 * without it answers 404; the web logs out locally all the same.
 */
export const logoutEndpoint = defineEndpoint({
  method: 'POST',
  path: 'logout',
  auth: 'required',
  body: 'json',
  input: z.object({}),
  response: okMessageBody,
  errors: [400, 401, 403, 413],
  summary: 'Ends the session: the token is refused from now on. A contract extension (not in the specs).',
  extension: true,
});
