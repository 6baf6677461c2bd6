/**
 * Starts the first screen's API read (lib/first-read.ts). The production build makes this module an
 * entry of its own, loaded by an async module script at the top of index.html (first-read-plugin.ts):
 * it runs as soon as its few kB have arrived, while the framework is still downloading, instead of
 * after it as part of main.tsx. Development skips it: the page's own call then goes to the network.
 */
import { env } from './lib/env.ts';
import { startFirstRead } from './lib/first-read.ts';
import { storedSession } from './lib/storage.ts';

startFirstRead(window.location.pathname, env.apiBaseUrl, storedSession().token ?? null);
