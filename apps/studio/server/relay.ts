/**
 * The live-inspection relay: apps send their actors' events and snapshots, studios receive the
 * current list of live actors, the event log and every change. Everything stays on this machine.
 */
import type { IncomingMessage, Server } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';
import { createLiveBook } from '../src/live/live-book.ts';
import type { AppMessage, StudioMessage } from '../src/live/protocol.ts';

export interface Relay {
  /** Called for each message an app sends (the screen recorder listens here). */
  onAppMessage(listener: (message: AppMessage) => void): void;
  close(): void;
}

export function attachRelay(server: Server): Relay {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const studios = new Set<WebSocket>();
  const listeners: Array<(message: AppMessage) => void> = [];
  let nextApp = 1;

  const book = createLiveBook((message: StudioMessage) => {
    const text = JSON.stringify(message);
    for (const studio of studios) studio.send(text);
  });

  const fromApp = (socket: WebSocket) => {
    const app = nextApp++;
    socket.on('message', (data) => {
      let message: AppMessage;
      try {
        message = JSON.parse(String(data)) as AppMessage;
      } catch {
        return;
      }
      if (typeof message?.sessionId !== 'string') return;
      book.fromApp(app, message);
      for (const listener of listeners) listener(message);
    });
    socket.on('close', () => book.closed(app));
  };

  server.on('upgrade', (request: IncomingMessage, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/relay') {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (url.searchParams.get('role') === 'studio') {
        studios.add(ws);
        ws.on('close', () => studios.delete(ws));
        ws.send(JSON.stringify(book.current()));
      } else {
        fromApp(ws);
      }
    });
  });

  return {
    onAppMessage: (listener) => listeners.push(listener),
    close: () => wss.close(),
  };
}
