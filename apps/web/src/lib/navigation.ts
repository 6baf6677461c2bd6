/**
 * Navigation for machine effects: the router registers itself once at start-up, so actions can
 * navigate without React. Before that (never in practice), it falls back to a full page load.
 */
type Navigate = (to: string, state?: unknown) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

/** `state` rides along in the router's location state (e.g. the key of a receipt). */
export function navigateTo(to: string, state?: unknown): void {
  navigator(to, state);
}

export function reloadPage(): void {
  window.location.reload();
}
