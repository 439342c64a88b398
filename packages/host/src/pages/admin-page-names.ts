/**
 * Route names of the admin's pages (`admin-pages.tsx`), which the app's page registry loads lazily: a
 * separate list, so the first load does not pull react-admin in. A test checks both agree.
 */
export const ADMIN_PAGE_NAMES: readonly string[] = [
  'list-shippers',
  'create-shipper',
  'edit-shipper',
  'list-plates',
  'create-plate',
  'edit-plate',
  'show-plate',
  'list-cost-centers',
  'create-cost-center',
  'edit-cost-center',
  'show-cost-center',
  'list-companies',
  'create-company',
  'edit-company',
  'show-company',
  'list-roles',
  'create-role',
  'edit-role',
  'show-role',
  'list-users',
  'create-user',
  'edit-user',
  'show-user',
  'list-routes',
  'list-vpo-reports',
  'show-vpo-report',
  'list-check-plates',
  'show-check-plates',
];
