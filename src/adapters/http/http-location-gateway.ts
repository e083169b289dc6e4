import * as v from 'valibot';
import { ApiClient } from './api-client';
import { checked } from './checked';
import type { LocationGateway, Region } from '../../application/ports/location-gateway';
import { num } from '../../../contracts/api/answer-shapes';

/** The city tree: every node an id and a name, children of the same shape. */
const RegionSchema: v.GenericSchema<unknown, Region> = v.object({
  id: num,
  name: v.string(),
  children: v.optional(v.pipe(v.nullable(v.array(v.lazy(() => RegionSchema))), v.transform((l) => l ?? undefined))),
});
export const TreeSchema = v.array(RegionSchema);

export class HttpLocationGateway implements LocationGateway {
  private cache: Promise<Region[]> | null = null;

  constructor(private readonly api: ApiClient) {}

  /** The tree never changes during a visit: one request serves every cascader. A refusal is an empty tree. */
  cascade(): Promise<Region[]> {
    this.cache ??= this.api
      .get<unknown>('/locations/cascade-location/all')
      .then(checked(this.api, TreeSchema, 'GET /locations/cascade-location/all'))
      .then((answer) => (answer.ok ? answer.value : []))
      .catch((error: unknown) => {
        this.cache = null;
        throw error;
      });
    return this.cache;
  }
}
