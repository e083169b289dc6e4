import { readContent } from '../content/read-content';

/** The company's honours; failures are thrown (the list shows its empty state). */
export const LoadHonors = readContent('honors', (honors, status?: number) => honors.list(status));
export type LoadHonors = InstanceType<typeof LoadHonors>;
