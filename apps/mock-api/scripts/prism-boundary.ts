/**
 * `npm run contract:prism`: the document's boundary cases (test/contract/boundary-cases.ts, the ones
 * the in-process test sends to the mock) sent through Stoplight Prism's validating proxy in front of a
 * real mock (`prism proxy <openapi.json> <mock> --errors`): Prism refuses a request that breaks the
 * document with 422, and forwards the others. Prism's verdict on every case must be the JSON Schema's
 * (ajv), which the in-process test holds the mock's to. Prism is installed on demand into
 * `~/.cache/lwl-bench-peers`, as the bench's peers are (the registry is needed the first time).
 * Ports: PRISM_MOCK_PORT (default 9931) and PRISM_PORT (9932).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { DYNAMIC_KEY_HEADER, dynamicKey } from '@lwl/schemas';
import { casesOf, operations, requestOf, schemaAccepts } from '../test/contract/boundary-cases.ts';

const PRISM = '@stoplight/prism-cli@5.14.2';
const peers = path.join(homedir(), '.cache', 'lwl-bench-peers');
const prismBin = path.join(peers, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js');
const mockPort = Number(process.env.PRISM_MOCK_PORT ?? 9931);
const prismPort = Number(process.env.PRISM_PORT ?? 9932);
const mockOrigin = `http://localhost:${mockPort}`;
const prismOrigin = `http://127.0.0.1:${prismPort}`;
const root = path.resolve(import.meta.dirname, '..', '..', '..');

function started(child: ChildProcess, ready: RegExp, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (ready.test(out)) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}): ${out.slice(-2000)}`)));
  });
}

async function signIn(key: string): Promise<string> {
  const res = await fetch(`${mockOrigin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [DYNAMIC_KEY_HEADER]: key },
    body: JSON.stringify({ email: 'titan@lwl.test', password: 'Lwl@12345' }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`sign-in failed: ${res.status}`);
  return body.token;
}

async function main(): Promise<number> {
  if (!existsSync(prismBin)) {
    const installed = spawnSync(
      'npm',
      ['install', '--prefix', peers, '--no-save', '--no-audit', '--no-fund', PRISM],
      {
        stdio: 'inherit',
      },
    );
    if (installed.status !== 0) throw new Error(`could not install ${PRISM} into ${peers}`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'lwl-prism-'));
  const children: ChildProcess[] = [];
  try {
    const mock = spawn(process.execPath, ['--import', 'tsx', 'apps/mock-api/src/server.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(mockPort), MOCK_LOG: '0', MOCK_DATA_FILE: '' },
    });
    children.push(mock);
    await started(mock, /localhost:\d+\/api\//, 'the mock');
    const documentFile = path.join(dir, 'openapi.json');
    writeFileSync(documentFile, await (await fetch(`${mockOrigin}/openapi.json`)).text());
    const prism = spawn(
      process.execPath,
      [
        prismBin,
        'proxy',
        documentFile,
        mockOrigin,
        '--errors',
        '--port',
        String(prismPort),
        '--host',
        '127.0.0.1',
      ],
      { cwd: root },
    );
    children.push(prism);
    await started(prism, /Prism is listening/, 'Prism');

    let total = 0;
    const disagreements: string[] = [];
    for (const op of operations) {
      // Each operation from the seed, as the in-process test has it.
      await fetch(`${mockOrigin}/__mock/reset`, { method: 'POST' });
      for (const c of casesOf(op)) {
        total += 1;
        const key = await dynamicKey(new Date());
        const headers = new Headers({ [DYNAMIC_KEY_HEADER]: key });
        // A token per case: a case of POST logout ends its session.
        if (op.def.auth !== 'none') headers.set('authorization', `Bearer ${await signIn(key)}`);
        const { url, body, type } = requestOf(op, c);
        if (type) headers.set('content-type', type);
        const res = await fetch(`${prismOrigin}${url}`, {
          method: op.def.method,
          headers,
          ...(body ? { body } : {}),
        });
        const text = await res.text();
        const prismRefuses = res.status === 422;
        const documentAccepts = schemaAccepts(op, c);
        if (prismRefuses === documentAccepts)
          disagreements.push(
            `${op.key}: ${c.name}: the document ${documentAccepts ? 'accepts' : 'refuses'} it, Prism answered ${res.status} ${text.slice(0, 300)}`,
          );
      }
    }
    console.log(
      `${total} boundary cases over ${operations.length} operations through Prism's validating proxy`,
    );
    console.log(`${disagreements.length} disagreement(s) with the document's JSON Schema`);
    for (const line of disagreements) console.log(`- ${line}`);
    return disagreements.length === 0 ? 0 : 1;
  } finally {
    for (const child of children) child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
