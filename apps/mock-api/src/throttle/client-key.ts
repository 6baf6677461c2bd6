/** An IPv4 address in 127.0.0.0/8, bare or IPv4-mapped (`::ffff:127.0.0.1`). */
const LOOPBACK_V4 = /^(?:::ffff:)?127(?:\.\d{1,3}){3}$/i;
const LOOPBACK_V6 = new Set(['::1', '0:0:0:0:0:0:0:1']);

/**
 * The key every loopback peer shares: one machine is one client, whichever address it used (the
 * socket cannot tell two people on it apart). The per-client ceilings do not apply to it
 * (`AccountLimiter`): only the per-account limits do.
 */
export const LOOPBACK_CLIENT = 'loopback';

/**
 * The per-client key of a peer address: every loopback address (127.0.0.0/8, `::1`,
 * `::ffff:127.0.0.1`) and a call without a socket (in-process) are one client, since `localhost`
 * resolves to either family; an IPv4-mapped address counts as its IPv4 form.
 */
export function clientKey(address: string | undefined): string {
  const value = address?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'local' || LOOPBACK_V6.has(value) || LOOPBACK_V4.test(value))
    return LOOPBACK_CLIENT;
  return value.startsWith('::ffff:') && value.includes('.') ? value.slice('::ffff:'.length) : value;
}
