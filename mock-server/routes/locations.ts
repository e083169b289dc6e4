import type { Router } from 'express';
import type { MockArea } from '../area';
import { ok } from '../envelope';
import { LOCATIONS } from '../fixtures/locations';

export const locationsArea: MockArea = {
  name: 'locations',
  reset: () => undefined,
  routes(v2: Router) {
    v2.get('/locations/cascade-location/all', (_req, res) => ok(res, LOCATIONS));
  },
};
