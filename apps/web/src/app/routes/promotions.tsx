import { PromotionsPage } from '../../features/promotions/components/promotions-page.tsx';

/** `/promotions` (spec: Promotions, one of the lazy screens). Open to visitors; joining asks them to log in. */
export function PromotionsRoute() {
  return <PromotionsPage />;
}
