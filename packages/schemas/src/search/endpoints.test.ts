import { describe } from 'vitest';
import { checkEndpointGroup } from '../purchase/endpoint-group-checks.ts';
import { searchEndpoints } from './endpoints.ts';
import { searchExamples } from './examples.ts';

describe('searchEndpoints', () => {
  checkEndpointGroup(searchEndpoints, searchExamples, [
    { key: 'GET global-search', auth: 'optional', body: 'none' },
  ]);
});
