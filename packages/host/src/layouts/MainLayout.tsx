import { visibleMenu } from '@freight/core';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { CheckPlateDialog } from '../dialogs/CheckPlateDialog.tsx';
import { CreateRecordDialogs } from '../dialogs/CreateRecordDialogs.tsx';
import { CreateRouteDialog } from '../dialogs/CreateRouteDialog.tsx';
import { MESSAGES } from '../messages.ts';
import { hasPage, isAdminPage, prefetchAdminPages } from '../pages/page-registry.ts';
import { MainMenu } from './MainMenu.tsx';
import { TopBar } from './TopBar.tsx';

/** Width of the main menu, in pixels. */
export const MENU_WIDTH = 240;

/**
 * The main layout: top bar, the main menu (shown or hidden by its toggle) and the page. On md and wider
 * screens the menu sits beside the page, initially shown (SPEC §4); on xs and sm (below 1024 px, SPEC §9)
 * it would take most of the page, so it starts hidden and opens over the page, closing when an entry is
 * chosen or outside it is touched.
 */
export function MainLayout() {
  const { session, $menuOpen } = useAppServices();
  const menuOpen = useStore($menuOpen);
  const validating = useStore(session.$validating);
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  // The services start the menu hidden on a small screen; a window crossing md shows or hides it.
  const wasSmall = useRef(small);
  useEffect(() => {
    if (wasSmall.current === small) return;
    wasSmall.current = small;
    $menuOpen.set(!small);
  }, [small, $menuOpen]);
  const docked = menuOpen && !small;
  // A user whose menu offers an admin page gets the admin's code while idle (issue 14's first-page target).
  const auth = useStore(session.$auth);
  const administers =
    auth !== null && visibleMenu(auth.settings, hasPage).some((entry) => isAdminPage(entry.route));
  useEffect(() => (administers ? prefetchAdminPages() : undefined), [administers]);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar />
      <Drawer
        variant={small ? 'temporary' : 'persistent'}
        open={menuOpen}
        onClose={() => $menuOpen.set(false)}
        data-menu={small ? 'over' : 'beside'}
        sx={{
          width: docked ? MENU_WIDTH : 0,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: MENU_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <Box component="nav" aria-label={MESSAGES.menu}>
          <MainMenu onChoose={small ? () => $menuOpen.set(false) : undefined} />
        </Box>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Toolbar />
        {validating ? <LinearProgress aria-label={MESSAGES.loading} /> : <Outlet />}
      </Box>
      <CreateRouteDialog />
      <CreateRecordDialogs />
      <CheckPlateDialog />
    </Box>
  );
}
