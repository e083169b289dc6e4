import * as v from 'valibot';
import { endpoint } from './endpoint';
import { num } from './answer-shapes';

/** A node of the city tree: an id, a name and children of the same shape. */
export interface RegionNode {
  id: number;
  name: string;
  children?: RegionNode[];
}
const RegionSchema: v.GenericSchema<unknown, RegionNode> = v.object({
  id: num,
  name: v.string(),
  children: v.optional(v.pipe(v.nullable(v.array(v.lazy(() => RegionSchema))), v.transform((l) => l ?? undefined))),
});
export const TreeSchema = v.array(RegionSchema);

export const locations = {
  tree: endpoint({
    method: 'GET',
    path: '/v2/locations/cascade-location/all',
    bearer: 'never',
    what: 'region/city tree (first entry dropped by the client)',
    known: 'given',
    spec: '1,2',
    answer: TreeSchema,
    codes: [],
  }),
};
