/**
 * Screens beside states. While the end-to-end run drives a build with inspection on
 * (`npm run studio:screens`), the app reports each painted state of a recorded machine; this takes
 * a screenshot of that page through Chromium's DevTools port and files it under the state's paths
 * (the first screen of each state is kept; a shot whose actor moved on meanwhile is dropped). Writes `{dir}/{chart id}/{state path}.png` and
 * `{dir}/manifest.json`, which `npm run studio:build` ships.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import type { AnyMachineSnapshot, StateValue } from 'xstate';
import type { ScreensManifest } from '../src/screens/screens.ts';
import { chartsForScreens } from './recorded-charts.ts';
import type { Relay } from './relay.ts';

interface Target {
  type: string;
  url: string;
  webSocketDebuggerUrl?: string;
}

/** One DevTools connection per page, kept open: a shot costs a round trip, not a new connection. */
const pages = new Map<string, Promise<WebSocket>>();
let nextId = 1;

function connect(url: string): Promise<WebSocket> {
  let socket = pages.get(url);
  if (!socket) {
    socket = new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
      ws.once('close', () => pages.delete(url));
    });
    socket.catch(() => pages.delete(url));
    pages.set(url, socket);
  }
  return socket;
}

async function screenshot(cdpPort: number, url: string): Promise<Buffer | null> {
  const targets = (await (await fetch(`http://127.0.0.1:${cdpPort}/json/list`)).json()) as Target[];
  const page = targets.find((t) => t.type === 'page' && t.url === url && t.webSocketDebuggerUrl);
  if (!page?.webSocketDebuggerUrl) return null;
  const socket = await connect(page.webSocketDebuggerUrl);
  const id = nextId++;
  const answer = new Promise<{ result?: { data?: string } }>((resolve, reject) => {
    const onMessage = (data: unknown) => {
      const message = JSON.parse(String(data)) as { id?: number; result?: { data?: string } };
      if (message.id !== id) return;
      socket.off('message', onMessage);
      resolve(message);
    };
    socket.on('message', onMessage);
    setTimeout(() => {
      socket.off('message', onMessage);
      reject(new Error('screenshot timed out'));
    }, 5000);
  });
  socket.send(
    JSON.stringify({
      id,
      method: 'Page.captureScreenshot',
      params: { format: 'png', optimizeForSpeed: true },
    }),
  );
  const data = (await answer).result?.data;
  return data ? Buffer.from(data, 'base64') : null;
}

export function recordScreens(relay: Relay, options: { cdpPort: number; dir: string }): void {
  const charts = chartsForScreens();
  // Every recorded chart is listed, so the studio can mark the states no test reached.
  const manifest: ScreensManifest = {
    recordedAt: new Date().toISOString(),
    charts: Object.fromEntries([...new Set([...charts.values()].map((c) => c.id))].map((id) => [id, {}])),
  };
  let queue = Promise.resolve();
  mkdirSync(options.dir, { recursive: true });
  const save = () =>
    writeFileSync(join(options.dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  save();

  // Each actor's latest state: a screenshot is kept only if its actor is still in the state it shows.
  const latest = new Map<string, string>();
  const stillIn = (sessionId: string, value: string) => latest.get(sessionId) === value;

  relay.onAppMessage((message) => {
    if (message.kind === 'snapshot') latest.set(message.sessionId, JSON.stringify(message.value));
    if (message.kind !== 'painted') return;
    const shown = JSON.stringify(message.value);
    const chart = charts.get(message.machineId);
    if (!chart) return;
    let paths: string[];
    try {
      const snapshot = chart.machine.resolveState({
        value: message.value as StateValue,
        context: {},
      }) as AnyMachineSnapshot;
      paths = snapshot._nodes.map((node) => node.path.join('.')).filter((path) => path !== '');
    } catch {
      return;
    }
    const files = manifest.charts[chart.id] ?? {};
    manifest.charts[chart.id] = files;
    const missing = paths.filter((path) => !files[path]);
    if (missing.length === 0) return;
    // One screenshot at a time: the run goes on meanwhile, so shots never hold up a test.
    queue = queue.then(async () => {
      const still = missing.filter((path) => !files[path]);
      if (still.length === 0 || !stillIn(message.sessionId, shown)) return;
      const png = await screenshot(options.cdpPort, message.url).catch(() => null);
      // A state left while the shot was taken (a quick call) stays unrecorded rather than mislabelled.
      if (!png || !stillIn(message.sessionId, shown)) return;
      const leaf = still[still.length - 1] as string;
      const file = `${chart.id}/${leaf}.png`;
      mkdirSync(join(options.dir, chart.id), { recursive: true });
      writeFileSync(join(options.dir, file), png);
      for (const path of still) files[path] = file;
      save();
    });
  });
}
