/**
 * The studio the studio's specs run against, compared with a revision made for them: this checkout's
 * HEAD with one state added to passwordReset (`studioProbe`), so the compare view has a known
 * difference to show (that state removed since the revision, passwordReset changed on the index).
 * The revision is a commit object written with git's plumbing (no branch, no working tree change; the
 * same HEAD always gives the same commit); then `apps/studio/server/serve.ts` builds and serves with
 * STUDIO_COMPARE set to it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROBE_STATE } from './studio-lane.ts';

const root = join(import.meta.dirname, '..', '..');
const FILE = 'packages/machines/src/password-reset/password-reset-machine.ts';

const git = (args: string[], options: { input?: string; env?: NodeJS.ProcessEnv } = {}) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', ...options }).trim();

function probeRevision(): string {
  const source = git(['show', `HEAD:${FILE}`]);
  const edited = source.replace(/\n {2}states: \{\n/, `\n  states: {\n    ${PROBE_STATE}: {},\n`);
  if (edited === source) throw new Error(`could not add a state to ${FILE}`);
  const blob = git(['hash-object', '-w', '--stdin'], { input: `${edited}\n` });
  const dir = mkdtempSync(join(tmpdir(), 'lwl-studio-index-'));
  try {
    const env = { ...process.env, GIT_INDEX_FILE: join(dir, 'index') };
    git(['read-tree', 'HEAD'], { env });
    git(['update-index', '--cacheinfo', `100644,${blob},${FILE}`], { env });
    const tree = git(['write-tree'], { env });
    const stamp = '2026-01-01T00:00:00Z';
    return git(['commit-tree', tree, '-p', 'HEAD', '-m', `studio specs: ${PROBE_STATE} in passwordReset`], {
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'studio specs',
        GIT_AUTHOR_EMAIL: 'studio-specs@lwl.test',
        GIT_COMMITTER_NAME: 'studio specs',
        GIT_COMMITTER_EMAIL: 'studio-specs@lwl.test',
        GIT_AUTHOR_DATE: stamp,
        GIT_COMMITTER_DATE: stamp,
      },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

process.env.STUDIO_COMPARE = probeRevision();
await import('../../apps/studio/server/serve.ts');
