/**
 * The one platform global the machines use (the WHATWG URL parser, in browsers and Node alike),
 * declared by hand so that the package compiles without the DOM or Node libraries: a machine that
 * reached for `window`, `document`, `fetch` or `localStorage` would not type-check.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}
