import { ApiClient } from './api-client';
import type { LocationGateway, Region } from '../../application/ports/location-gateway';
import { locations } from '../../../contracts/api/locations';

export class HttpLocationGateway implements LocationGateway {
  private cache: Promise<Region[]> | null = null;

  constructor(private readonly api: ApiClient) {}

  /** The tree never changes during a visit: one request serves every cascader. A refusal is an empty tree. */
  cascade(): Promise<Region[]> {
    this.cache ??= this.api
      .call(locations.tree, {})
      .then((answer) => (answer.ok ? answer.value : []))
      .catch((error: unknown) => {
        this.cache = null;
        throw error;
      });
    return this.cache;
  }
}
