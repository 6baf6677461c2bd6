import { describe, expect, it } from 'vitest';
import { formatTable, type Manifest, overBudget, routeFirstLoad, routePaths } from './bundle-sizes.ts';

// Sizes in bytes by file: 1024 bytes = 1 kB.
const SIZES: Record<string, number> = {
  'index.js': 1024,
  'framework.js': 100 * 1024,
  'shell.js': 10 * 1024,
  'login.js': 2 * 1024,
  'forms.js': 13 * 1024,
  'zod.js': 24 * 1024,
  'login-schemas.js': 3 * 1024,
  'form.js': 30 * 1024,
  'dialog.js': 5 * 1024,
};

const manifest: Manifest = {
  'index.html': { file: 'index.js', isEntry: true, imports: ['_framework.js', '_shell.js'] },
  '_framework.js': { file: 'framework.js' },
  '_shell.js': {
    file: 'shell.js',
    imports: ['_framework.js'],
    // part-page.tsx: a page module no route names (a part of another page).
    dynamicImports: [
      'src/features/auth/login-page.tsx',
      'src/features/big/form-page.tsx',
      'src/features/big/part-page.tsx',
    ],
  },
  'src/features/auth/login-page.tsx': {
    file: 'login.js',
    imports: ['_framework.js', '_forms.js'],
    dynamicImports: ['src/features/auth/login-schemas.ts'],
  },
  '_forms.js': { file: 'forms.js' },
  'src/features/auth/login-schemas.ts': { file: 'login-schemas.js', imports: ['_zod.js', '_forms.js'] },
  '_zod.js': { file: 'zod.js' },
  'src/features/big/form-page.tsx': {
    file: 'form.js',
    imports: ['_zod.js', '_forms.js'],
    dynamicImports: ['src/features/big/dialog.tsx'],
  },
  'src/features/big/dialog.tsx': { file: 'dialog.js', imports: ['_zod.js'] },
  'src/features/big/part-page.tsx': { file: 'part.js' },
};

const sizes = routeFirstLoad(
  manifest,
  (file) => SIZES[file] ?? Number.NaN,
  new Map([
    ['features/auth/login-page.tsx', ['/login']],
    ['features/big/form-page.tsx', ['/form']],
  ]),
);

describe('routeFirstLoad', () => {
  it('counts the entry closure once', () => {
    expect(sizes.entry).toEqual({ chunks: 3, kb: 111 });
  });

  it('counts a page with its static imports, not what it imports dynamically', () => {
    const login = sizes.rows.find((row) => row.route === 'features/auth/login-page.tsx');
    expect(login).toMatchObject({ kb: 111 + 2 + 13, paths: ['/login'], onDemand: false });
    const form = sizes.rows.find((row) => row.route === 'features/big/form-page.tsx');
    expect(form).toMatchObject({ kb: 111 + 30 + 24 + 13, onDemand: false });
  });

  it('lists deferred modules and sections as on-demand rows with only their extra chunks', () => {
    const deferred = sizes.rows.find(
      (row) => row.route === 'features/auth/login-page.tsx + login-schemas.ts',
    );
    expect(deferred).toMatchObject({ kb: 111 + 2 + 13 + 3 + 24, onDemand: true });
    const dialog = sizes.rows.find((row) => row.route === 'features/big/form-page.tsx + dialog.tsx');
    expect(dialog).toMatchObject({ kb: 111 + 30 + 24 + 13 + 5, onDemand: true });
  });

  it('budgets first-load rows only, and flags them in the table', () => {
    expect(overBudget(sizes, 170).map((row) => row.route)).toEqual(['features/big/form-page.tsx']);
    expect(formatTable(sizes, 170)).toContain('178.0 kB OVER features/big/form-page.tsx');
    expect(overBudget(sizes, 200)).toEqual([]);
  });

  it('fails without an entry', () => {
    expect(() => routeFirstLoad({}, () => 0, new Map())).toThrow(/No entry/);
  });
});

describe('routePaths', () => {
  it('maps each page of the route table to its paths', () => {
    const table = [
      { path: '/', guard: 'member', page: 'features/dashboard/dashboard-page.tsx' },
      { path: '/forgot-password', page: 'features/auth/password-reset-page.tsx' },
      { path: '/reset-password', page: 'features/auth/password-reset-page.tsx' },
      { path: '*', guard: 'unknown' },
    ] as const;
    expect(Object.fromEntries(routePaths(table))).toEqual({
      'features/dashboard/dashboard-page.tsx': ['/'],
      'features/auth/password-reset-page.tsx': ['/forgot-password', '/reset-password'],
    });
  });

  it("reads the app's route table by default", () => {
    expect(routePaths().get('features/auth/login-page.tsx')).toEqual(['/login']);
  });
});
