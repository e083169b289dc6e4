import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { LocationGateway, Region } from '../ports/location-gateway';

/** The region tree for cascaders; the server's first entry (a nation-wide node) is dropped. */
@injectable()
export class LoadRegions {
  constructor(@inject(TOKENS.LocationGateway) private readonly locations: LocationGateway) {}

  async execute(): Promise<Region[]> {
    const tree = await this.locations.cascade();
    return tree.slice(1);
  }
}
