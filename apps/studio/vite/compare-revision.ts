/**
 * `STUDIO_COMPARE=<git revision>`: the charts of that revision, to mark what changed since. Offline and
 * without touching the repository or its working tree: `git archive` writes the revision's
 * packages/machines and packages/schemas into a temporary folder, whose node_modules link to this
 * checkout's (xstate, zod...) except the two workspace packages, which point at the revision's own;
 * scripts/revision-charts.ts then loads them with tsx and prints their chart models.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChartState } from '../src/model/chart-model.ts';

const PACKAGES = ['packages/machines', 'packages/schemas'];

/** The commit a revision names, or a clear refusal. */
export function resolveRevision(repoRoot: string, revision: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${revision}^{commit}`], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    throw new Error(
      `STUDIO_COMPARE=${revision} names no commit of this repository (try a hash, a tag or HEAD~3).`,
    );
  }
}

/** Writes the revision's machines and schemas into `dir`, ready to load (node_modules linked). */
export function extractRevision(repoRoot: string, commit: string, dir: string): void {
  const archive = execFileSync('git', ['archive', '--format=tar', commit, ...PACKAGES], {
    cwd: repoRoot,
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  linkModules(repoRoot, dir);
}

function linkModules(repoRoot: string, dir: string): void {
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, '@lwl'), { recursive: true });
  for (const name of readdirSync(join(repoRoot, 'node_modules'))) {
    if (name === '@lwl' || name === '.bin' || name.startsWith('.')) continue;
    symlinkSync(join(repoRoot, 'node_modules', name), join(modules, name));
  }
  // Relative, so a copy of the folder (`cp -a`) loads its own packages.
  symlinkSync(join('..', '..', 'packages', 'machines'), join(modules, '@lwl', 'machines'));
  symlinkSync(join('..', '..', 'packages', 'schemas'), join(modules, '@lwl', 'schemas'));
}

/** The chart models of the machines in folders written by `extractRevision` (or copies of one), in one run. */
export function chartsIn(dirs: readonly string[], script: string): Array<Record<string, ChartState>> {
  const out = execFileSync(process.execPath, ['--import', 'tsx', script, ...dirs], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(String(out)) as Array<Record<string, ChartState>>;
}

/** The charts of a revision of the repository. */
export function revisionCharts(
  repoRoot: string,
  revision: string,
  script: string,
): Record<string, ChartState> {
  const commit = resolveRevision(repoRoot, revision);
  const dir = mkdtempSync(join(tmpdir(), 'lwl-studio-compare-'));
  try {
    extractRevision(repoRoot, commit, dir);
    const [charts] = chartsIn([dir], script);
    return charts ?? {};
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '');
    const why = stderr.split('\n').find((line) => /Error|Cannot/.test(line)) ?? String(error);
    throw new Error(
      `STUDIO_COMPARE=${revision}: the machines of ${commit.slice(0, 10)} could not be loaded: ${why.trim()}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
