import { Button } from 'react-aria-components';
import { useGrowthModals } from '../growth/GrowthActions';

/** The header's way to reach sales (spec 000 section 2.4), for groups without a paid plan. */
export function ContactSalesButton() {
  const growth = useGrowthModals();
  return (
    <Button className="button" onPress={() => growth.openContactSales('header')}>
      Contact sales
    </Button>
  );
}
