import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { LocationGateway, Region } from '../ports/location-gateway';
import type { Load } from '../ports/load';

/** The region tree for cascaders; the server's first entry (a nation-wide node) is dropped. */
@injectable()
export class LoadRegions {
  constructor(@inject(TOKENS.LocationGateway) private readonly locations: Load<LocationGateway>) {}

  async execute(): Promise<Region[]> {
    const tree = await (await this.locations()).cascade();
    return tree.slice(1);
  }
}
