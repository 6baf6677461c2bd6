import { defineConfig } from 'vitest/config';

// The lint rules' own tests (run on fixtures outside the normal lint).
export default defineConfig({ test: { name: 'boundaries', include: ['*.test.ts'] } });
