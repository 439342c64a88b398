import { Outlet } from 'react-router';
import { ForbiddenNotice } from '../dialogs/ForbiddenNotice.tsx';
import { SubscriptionDialogs } from '../dialogs/SubscriptionDialogs.tsx';
import { ScrollToTop } from '../navigation/ScrollToTop.tsx';

/** Around every layout: scroll to top, the subscription dialogs and the notices of any page. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <SubscriptionDialogs />
      <ForbiddenNotice />
    </>
  );
}
