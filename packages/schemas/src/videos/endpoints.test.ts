import { describe } from 'vitest';
import { checkEndpointGroup } from '../purchase/endpoint-group-checks.ts';
import { videosEndpoints } from './endpoints.ts';
import { videosExamples } from './examples.ts';

describe('videosEndpoints', () => {
  checkEndpointGroup(videosEndpoints, videosExamples, [
    { key: 'GET videos', auth: 'required', body: 'none' },
    { key: 'GET default-videos', auth: 'none', body: 'none' },
  ]);
});
