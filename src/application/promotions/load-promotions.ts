import { pageOf, readContent } from '../content/read-content';
import type { PromotionListQuery } from '../ports/content-gateway';

/** One page of 10, newest update first. Failures are thrown (and only logged). */
export const LoadPromotions = readContent('promotions', (promotions, query: PromotionListQuery) => promotions.list(query), pageOf);
export type LoadPromotions = InstanceType<typeof LoadPromotions>;
