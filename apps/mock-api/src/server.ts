import { serve } from '@hono/node-server';
import { EnvError, parseEnv } from './env.ts';
import { createMockApi } from './mock-api.ts';

function loadEnv() {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = loadEnv();
const { app, state } = createMockApi({ env });
const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
  console.log(
    `LWL mock API on http://localhost:${info.port}/api/ (reference: http://localhost:${info.port}/docs)`,
  );
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping the mock API`);
  state.persist();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
