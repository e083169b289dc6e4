import { PromotionsPage } from '../../features/personal/promotions/promotions-page';

export default function PromotionsRoute() {
  return <PromotionsPage />;
}
