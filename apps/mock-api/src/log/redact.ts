/** Field names whose values never reach a log: passwords, tokens, OTPs, keys, signatures, cookies. */
const SECRET_FIELD = /pass|token|otp|secret|signature|key|authorization|cookie/i;

/** `[redacted]` in place of a value logged under a secret field (`path` is dotted: `data.token`). */
export const redactValue = (path: string, value: string): string =>
  SECRET_FIELD.test(path.split('.').at(-1) ?? '') ? '[redacted]' : value;
