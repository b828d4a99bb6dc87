import { ProfilePage } from '../../features/accounts/pages/ProfilePage';
import { useAddToCart } from '../../features/cart/api/add-to-cart';
import { VotelistPanel } from '../../features/catalog/components/profile/VotelistPanel';
import { WishlistPanel } from '../../features/catalog/components/profile/WishlistPanel';
import { DynamoDealBanner } from '../../features/deals/components/DynamoDealBanner';
import { MyOrdersPanel, RecentOrders } from '../../features/orders/components/MyOrders';
import { ProfileStats } from './profile-stats';

/** /profile with the other features' panels inside (the app composes features). */
export function ProfileRoute() {
  const add = useAddToCart();
  return (
    <ProfilePage
      slots={{
        stats: <ProfileStats />,
        orders: <MyOrdersPanel />,
        wishlist: <WishlistPanel onAddToCart={add.mutateAsync} />,
        votelist: <VotelistPanel onAddToCart={add.mutateAsync} />,
        recentOrders: (href) => <RecentOrders allOrdersHref={href} />,
        banner: <DynamoDealBanner />,
      }}
    />
  );
}
