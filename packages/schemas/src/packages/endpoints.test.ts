import { describe } from 'vitest';
import { checkEndpointGroup } from '../purchase/endpoint-group-checks.ts';
import { packagesEndpoints } from './endpoints.ts';
import { packagesExamples } from './examples.ts';

describe('packagesEndpoints', () => {
  checkEndpointGroup(packagesEndpoints, packagesExamples, [
    { key: 'GET packages', auth: 'required', body: 'none' },
    { key: 'GET non-member-packages', auth: 'none', body: 'none' },
    { key: 'GET enterprise-packages', auth: 'none', body: 'none' },
    { key: 'POST package-payment', auth: 'required', body: 'json' },
    { key: 'POST non-member-package-payment', auth: 'none', body: 'json' },
    { key: 'POST package-payment-callback', auth: 'none', body: 'json' },
  ]);
});
