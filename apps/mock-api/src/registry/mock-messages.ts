import { commonMessages, type ErrorStatus } from '@lwl/schemas';

/**
 * Messages of the mock's own machinery (not part of the backend contract). Contract messages come from
 * `@lwl/schemas`.
 */
export const mockMessages = {
  malformedForm: 'Malformed multipart body.',
  tooManyFields: (max: number) => `A form may have at most ${max} fields.`,
  notFound: (method: string, path: string) => `No such endpoint: ${method} ${path}`,
  undocumentedCode: (operation: string, code: string, documented: readonly number[]) =>
    `Status ${code} is not documented for ${operation}; documented: ${documented.join(', ')}.`,
  unknownOperation: (operation: string, known: readonly string[]) =>
    `Unknown operation "${operation}"; operations: ${known.join(', ')}.`,
  resetDone: 'Mock state reset.',
  hostRefused: (host: string) =>
    `Host "${host}" is not allowed. The mock answers localhost, 127.0.0.1 and [::1]; add other names to MOCK_ALLOWED_HOSTS.`,
  originRefused: (origin: string) =>
    `Origin "${origin}" may not change the mock. Use a page on localhost, or add its host to MOCK_ALLOWED_HOSTS.`,
  jsonRequired: 'Mock controls need content-type: application/json.',
  notSaved: (reason: string) =>
    `The mock could not save this change to its data file (${reason}), so it did not make it. The mock's log says why.`,
} as const;

/** The documented body message of each status when a scenario forces it. */
export const scenarioMessages: Record<ErrorStatus, string> = {
  400: commonMessages.somethingWrongTryAgain,
  401: commonMessages.sessionExpired,
  403: commonMessages.membersOnly,
  404: commonMessages.recordNotFound,
  413: commonMessages.tooLarge,
  429: commonMessages.tooManyRequests,
  500: commonMessages.unexpected,
};
