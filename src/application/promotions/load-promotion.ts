import { readContent } from '../content/read-content';

/** One promotion, fresh from the server, for its view or its edit form. */
export const LoadPromotion = readContent('promotions', (promotions, id: number) => promotions.detail(id));
export type LoadPromotion = InstanceType<typeof LoadPromotion>;
