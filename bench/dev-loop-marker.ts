/** Where the "Developer loop" section starts in docs/bench.md: bench/dev-loop.ts writes it, bench/run.ts keeps it. */
export const DEV_LOOP_MARKER =
  '<!-- developer-loop: written by `npm run bench:dev-loop`; `npm run bench` keeps this section -->';
