/**
 * What a membership form's first screen needs from the API: the client and `GET membership/{slug}`.
 * Loaded as the form mounts; the order calls, the quote and the form's schema wait for the user's
 * first input in the flow's own zod-backed module (membership-calls.ts).
 */
export { membershipOptionsEndpoint } from '@lwl/schemas';
export { api } from '../../lib/api.ts';
