import { ProfilePage } from '../../features/accounts/pages/ProfilePage';
import { MyOrdersPanel, RecentOrders } from '../../features/orders/components/MyOrders';

/** /profile with the orders feature's panels inside (the app composes features). */
export function ProfileRoute() {
  return (
    <ProfilePage
      slots={{
        orders: <MyOrdersPanel />,
        recentOrders: (href) => <RecentOrders allOrdersHref={href} />,
      }}
    />
  );
}
