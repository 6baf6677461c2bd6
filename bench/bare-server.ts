/**
 * The baseline: a bare `node:http` server answering the captured bytes (status, headers, body) of the
 * mock for each benchmarked request, after reading the request body like the mock does.
 * `node bare-server.ts <fixtures.json> <port>`.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Fixture } from './api-targets.ts';

const [fixturesFile, portArg] = process.argv.slice(2);
if (!fixturesFile || !portArg) throw new Error('usage: bare-server.ts <fixtures.json> <port>');

const fixtures = JSON.parse(readFileSync(fixturesFile, 'utf8')) as Fixture[];
const answers = new Map(
  fixtures.map((fixture) => [
    `${fixture.method} ${fixture.path}`,
    { ...fixture, bytes: Buffer.from(fixture.body, 'utf8') },
  ]),
);

const server = createServer((req, res) => {
  const answer = answers.get(`${req.method} ${req.url}`);
  req.resume();
  req.on('end', () => {
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers).end(answer.bytes);
  });
});

server.listen(Number(portArg), () => console.log(`bare server on ${portArg}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
