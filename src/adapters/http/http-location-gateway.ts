import { inject, injectable } from 'inversify';
import { ApiClient } from './api-client';
import type { LocationGateway, Region } from '../../application/ports/location-gateway';

@injectable()
export class HttpLocationGateway implements LocationGateway {
  private cache: Promise<Region[]> | null = null;

  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  /** The tree never changes during a visit: one request serves every cascader. */
  cascade(): Promise<Region[]> {
    this.cache ??= this.api
      .get<Region[]>('/locations/cascade-location/all')
      .then((answer) => (answer.code === 200 && Array.isArray(answer.data) ? answer.data : []))
      .catch((error: unknown) => {
        this.cache = null;
        throw error;
      });
    return this.cache;
  }
}
