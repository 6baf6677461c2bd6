/** Host names the mock always answers to: the loopback names. Others only through `MOCK_ALLOWED_HOSTS`. */
const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** The host name of a `Host` header value (`name`, `name:port`, `[v6]`, `[v6]:port`), lower-cased. */
export function hostName(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    return end === -1 ? value : value.slice(0, end + 1);
  }
  const colon = value.indexOf(':');
  return colon === -1 ? value : value.slice(0, colon);
}

/** Whether a host name is loopback or listed. */
export const isAllowedHost = (name: string, allowed: readonly string[]): boolean =>
  LOOPBACK_HOSTS.includes(name) || allowed.includes(name);

/**
 * Whether an `Origin` header names an allowed origin, on any port: http on a loopback name (the web
 * app in development, preview or a test lane), http or https on a `MOCK_ALLOWED_HOSTS` name.
 */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  const name = url.hostname.toLowerCase();
  if (LOOPBACK_HOSTS.includes(name)) return url.protocol === 'http:';
  return allowed.includes(name) && (url.protocol === 'http:' || url.protocol === 'https:');
}
