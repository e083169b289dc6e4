import type { Router } from 'express';
import type { MockArea } from '../area';
import { ok } from '../envelope';
import { mount } from '../mount';
import { locations } from '../../contracts/api/locations';
import { LOCATIONS } from '../fixtures/locations';

export const locationsArea: MockArea = {
  name: 'locations',
  reset: () => undefined,
  routes(v2: Router) {
    mount(v2, locations.tree, (_req, res) => ok(res, LOCATIONS));
  },
};
