/**
 * The app's own machine snapshots, read from the inspection stream a `--mode studio-screens` build
 * sends (src/lib/inspect.ts): Playwright answers the app's socket to the studio's relay itself, so
 * no studio runs. Every snapshot is kept in order, so the runner can ask whether the app passed
 * through a state after a given moment, in the walk's order.
 */
import type { Page } from '@playwright/test';

interface Seen {
  seq: number;
  machineId: string;
  sessionId: string;
  /** Every active state path ({dialog: 'coupon'} → dialog, dialog.coupon); empty once stopped. */
  paths: string[];
}

/** Every state path a snapshot value is in. */
function pathsOf(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [
    `${prefix}${key}`,
    ...pathsOf(child, `${prefix}${key}.`),
  ]);
}

export interface Inspector {
  /** The sequence number of the latest snapshot (0 before any). */
  now(): number;
  /** The snapshots of a machine after `since`, oldest first. */
  after(machineId: string, since: number): Seen[];
  /** The latest paths of the newest actor of a machine (undefined before it starts). */
  current(machineId: string): string[] | undefined;
  /** The page's machines and their states, for a failure message. */
  describe(): string;
}

export async function inspect(page: Page): Promise<Inspector> {
  const seen: Seen[] = [];
  const latest = new Map<string, Seen>();
  await page.routeWebSocket(/\/relay\?role=app/, (socket) => {
    socket.onMessage((data) => {
      let message: {
        kind?: string;
        sessionId?: string;
        machineId?: string;
        value?: unknown;
        status?: string;
      };
      try {
        message = JSON.parse(String(data));
      } catch {
        return;
      }
      if (message.kind !== 'snapshot' || !message.machineId || !message.sessionId) return;
      const entry: Seen = {
        seq: seen.length + 1,
        machineId: message.machineId,
        sessionId: message.sessionId,
        paths: message.status === 'active' || message.status === 'done' ? pathsOf(message.value) : [],
      };
      seen.push(entry);
      latest.set(entry.sessionId, entry);
    });
  });
  return {
    now: () => seen.length,
    after: (machineId, since) => seen.filter((s) => s.seq > since && s.machineId === machineId),
    current: (machineId) => [...latest.values()].filter((s) => s.machineId === machineId).at(-1)?.paths,
    describe: () =>
      [...new Set([...latest.values()].map((s) => `${s.machineId}: ${s.paths.at(-1) ?? '(stopped)'}`))].join(
        ', ',
      ) || '(no machine reported)',
  };
}

/** The deepest paths of a set, for a reader: `otp.editing` rather than `otp, otp.editing`. */
export function leaves(paths: readonly string[]): string {
  const deepest = paths.filter((path) => !paths.some((other) => other.startsWith(`${path}.`)));
  return deepest.length ? deepest.join(' + ') : '(stopped)';
}

export const sameState = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((path) => b.includes(path));
