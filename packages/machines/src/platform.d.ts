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

/**
 * The file type of the schemas' photo fields (`z.instanceof(Blob)`), a name only: the machines never
 * read or create a file. Without it such a field's zod output type is an error type here, and the
 * declarations `tsc -b` hands to the web and the tests printed the field's schema instead of `Blob`.
 */
interface Blob {
  readonly size: number;
  readonly type: string;
}
