/**
 * Navigation for machine effects: the router registers itself once at start-up, so actions can
 * navigate without React. Before that (never in practice), it falls back to a full page load.
 */
type Navigate = (to: string) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(to: string): void {
  navigator(to);
}

export function reloadPage(): void {
  window.location.reload();
}
