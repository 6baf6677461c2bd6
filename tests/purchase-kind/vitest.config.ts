import { defineConfig } from 'vitest/config';

// A purchase kind added from its row alone, across the layers (machine, mock, studio chart).
export default defineConfig({ test: { name: 'purchase-kind', include: ['*.test.ts'] } });
