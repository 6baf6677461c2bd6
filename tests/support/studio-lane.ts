/** Ports of the Flow Studio's tests (see studio.playwright.config.ts). */
export const studioLane = {
  studioPort: Number(process.env.E2E_STUDIO_PORT ?? 4410),
  devPort: Number(process.env.E2E_DEV_PORT ?? 5183),
};

/** The state studio-compare-serve.ts adds to passwordReset in the revision the studio compares with. */
export const PROBE_STATE = 'studioProbe';

export const STUDIO_ORIGIN = `http://localhost:${studioLane.studioPort}`;
export const DEV_ORIGIN = `http://localhost:${studioLane.devPort}`;
