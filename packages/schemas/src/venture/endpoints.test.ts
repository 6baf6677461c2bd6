import { describe } from 'vitest';
import { checkEndpointGroup } from '../purchase/endpoint-group-checks.ts';
import { ventureEndpoints } from './endpoints.ts';
import { ventureExamples } from './examples.ts';

describe('ventureEndpoints', () => {
  checkEndpointGroup(ventureEndpoints, ventureExamples, [
    { key: 'GET ventures', auth: 'optional', body: 'none' },
    { key: 'POST venture-payment', auth: 'optional', body: 'json' },
    { key: 'POST venture-payment-callback', auth: 'none', body: 'json' },
  ]);
});
