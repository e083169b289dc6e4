import { TOKENS } from '../tokens';
import { callPort } from '../read-port';
import type { Region } from '../ports/location-gateway';

/** The region tree for cascaders; the server's first entry (a nation-wide node) is dropped. */
export const LoadRegions = callPort(TOKENS.LocationGateway, async (locations): Promise<Region[]> => (await locations.cascade()).slice(1));
export type LoadRegions = InstanceType<typeof LoadRegions>;
