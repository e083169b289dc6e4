import { readContent } from '../content/read-content';

/** One honour, fresh from the server, for its edit form. */
export const LoadHonor = readContent('honors', (honors, id: number) => honors.detail(id));
export type LoadHonor = InstanceType<typeof LoadHonor>;
