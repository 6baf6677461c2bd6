/** Ports of the Flow Studio's tests (see studio.playwright.config.ts). */
export const studioLane = {
  studioPort: Number(process.env.E2E_STUDIO_PORT ?? 4410),
  devPort: Number(process.env.E2E_DEV_PORT ?? 5183),
};

export const STUDIO_ORIGIN = `http://localhost:${studioLane.studioPort}`;
export const DEV_ORIGIN = `http://localhost:${studioLane.devPort}`;
