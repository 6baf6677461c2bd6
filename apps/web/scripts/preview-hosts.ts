/**
 * The `Host` rule of `npm run preview`: localhost, 127.0.0.1 and [::1] on any port, plus the names
 * listed; anything else gets 403. A page on another site that rebinds its name to 127.0.0.1 still sends
 * its own name, so it cannot read the build through it. The mock API keeps the same rule for its own
 * server (apps/mock-api/src/middleware/allowed-hosts.ts); the web has its copy because it never imports
 * the mock (biome.json). Kept out of preview-server.ts, the server alone, which the build's own tool
 * (js-at-load.ts) also runs without a host rule.
 */
import type { HostCheck } from './preview-server.ts';

/** Host names the preview always answers to: the loopback names. */
const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** The host name of a `Host` header value (`name`, `name:port`, `[v6]`, `[v6]:port`), lower-cased. */
function hostName(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    return end === -1 ? value : value.slice(0, end + 1);
  }
  const colon = value.indexOf(':');
  return colon === -1 ? value : value.slice(0, colon);
}

export const hostRefused = (host: string) =>
  `Host "${host}" is not allowed. The preview answers localhost, 127.0.0.1 and [::1]; add other names with --allowed-hosts.`;

/** `allowedHosts`: names answered besides the loopback ones (lower case). */
export const previewHostCheck =
  (allowedHosts: readonly string[]): HostCheck =>
  (host) => {
    const name = hostName(host ?? '');
    return LOOPBACK_HOSTS.includes(name) || allowedHosts.includes(name) ? null : hostRefused(name);
  };
