/**
 * The `Host` rule of `npm run preview`, the mock's own (`@lwl/mock-api/allowed-hosts`): localhost,
 * 127.0.0.1 and [::1] on any port, plus the names listed; anything else gets 403. A page on another site
 * that rebinds its name to 127.0.0.1 still sends its own name, so it cannot read the build through it.
 * Kept out of preview-server.ts, the server alone, which the build's own tool (js-at-load.ts) also
 * runs without a host rule.
 */
import { hostName, isAllowedHost } from '@lwl/mock-api/allowed-hosts';
import type { HostCheck } from './preview-server.ts';

export const hostRefused = (host: string) =>
  `Host "${host}" is not allowed. The preview answers localhost, 127.0.0.1 and [::1]; add other names with --allowed-hosts.`;

/** `allowedHosts`: names answered besides the loopback ones (lower case). */
export const previewHostCheck =
  (allowedHosts: readonly string[]): HostCheck =>
  (host) => {
    const name = hostName(host ?? '');
    return isAllowedHost(name, allowedHosts) ? null : hostRefused(name);
  };
