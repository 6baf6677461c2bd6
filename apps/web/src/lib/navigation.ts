/**
 * Navigation for machine effects: the router registers itself once at start-up, so actions can
 * navigate without React. Before that (never in practice), it falls back to a full page load.
 */
type Navigate = (to: string, state?: unknown) => void;

let navigator: Navigate = (to) => window.location.assign(to);
let locate = () => `${window.location.pathname}${window.location.search}`;

/** `where` answers the router's path and query (the browser's by default; a memory router's in tests). */
export function setNavigator(navigate: Navigate, where?: () => string): void {
  navigator = navigate;
  if (where) locate = where;
}

/** The page's path and query, as the router has it. */
export function currentPath(): string {
  return locate();
}

/** `state` rides along in the router's location state (e.g. the key of a receipt). */
export function navigateTo(to: string, state?: unknown): void {
  navigator(to, state);
}

export function reloadPage(): void {
  window.location.reload();
}
