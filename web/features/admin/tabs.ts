import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { Role } from '#contracts/auth';

export type StaffRole = Extract<Role, 'admin' | 'subadmin'>;

export type AdminTabId =
  | 'overview'
  | 'activity'
  | 'applications'
  | 'orders'
  | 'advisors'
  | 'performance'
  | 'products'
  | 'dynamo-deal'
  | 'platinum'
  | 'card-rules'
  | 'sub-admins'
  | 'security';

export interface AdminTab {
  /** The URL segment: /admin/{id}; its name is `tabs.{id}` in the admin catalogue. */
  id: AdminTabId;
  /** Who sees the tab (a sub-admin sees only what concerns the advisors assigned to them). */
  roles: readonly StaffRole[];
  Component: LazyExoticComponent<ComponentType>;
}

const both = ['admin', 'subadmin'] as const;
const admins = ['admin'] as const;

/**
 * The back office's tabs, in menu order, each its own chunk. A new tab is one entry here and one file in
 * tabs/: the shell (AdminPage) gives it a URL, the menu entry, the role gate and a loading state.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  {
    id: 'overview',
    roles: both,
    Component: lazy(() => import('./tabs/OverviewTab').then((m) => ({ default: m.OverviewTab }))),
  },
  {
    id: 'activity',
    roles: both,
    Component: lazy(() => import('./tabs/ActivityTab').then((m) => ({ default: m.ActivityTab }))),
  },
  {
    id: 'applications',
    roles: both,
    Component: lazy(() => import('./tabs/ApplicationsTab').then((m) => ({ default: m.ApplicationsTab }))),
  },
  {
    id: 'orders',
    roles: admins,
    Component: lazy(() => import('./tabs/OrdersTab').then((m) => ({ default: m.OrdersTab }))),
  },
  {
    id: 'advisors',
    roles: both,
    Component: lazy(() => import('./tabs/AdvisorsTab').then((m) => ({ default: m.AdvisorsTab }))),
  },
  {
    id: 'performance',
    roles: both,
    // Its charts (recharts) load with this tab only: members and the other tabs never download them.
    Component: lazy(() => import('./tabs/PerformanceTab').then((m) => ({ default: m.PerformanceTab }))),
  },
  {
    id: 'products',
    roles: admins,
    Component: lazy(() => import('./tabs/ProductsTab').then((m) => ({ default: m.ProductsTab }))),
  },
  {
    id: 'dynamo-deal',
    roles: admins,
    Component: lazy(() => import('./tabs/DynamoDealTab').then((m) => ({ default: m.DynamoDealTab }))),
  },
  {
    id: 'platinum',
    roles: admins,
    Component: lazy(() => import('./tabs/PlatinumTab').then((m) => ({ default: m.PlatinumTab }))),
  },
  {
    id: 'card-rules',
    roles: admins,
    Component: lazy(() => import('./tabs/CardRulesTab').then((m) => ({ default: m.CardRulesTab }))),
  },
  {
    id: 'sub-admins',
    roles: admins,
    Component: lazy(() => import('./tabs/SubAdminsTab').then((m) => ({ default: m.SubAdminsTab }))),
  },
  {
    // Two-step sign-in: the only tab while it is required and not set up (AdminPage).
    id: 'security',
    roles: both,
    Component: lazy(() => import('./tabs/SecurityTab').then((m) => ({ default: m.SecurityTab }))),
  },
];

export const tabsFor = (role: StaffRole) => ADMIN_TABS.filter((t) => t.roles.includes(role));
export { admins as ADMIN_ONLY, both as STAFF };
