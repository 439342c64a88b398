import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import { useStore } from '@nanostores/react';
import { Outlet } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { CreateRouteDialog } from '../dialogs/CreateRouteDialog.tsx';
import { MESSAGES } from '../messages.ts';
import { MainMenu } from './MainMenu.tsx';
import { TopBar } from './TopBar.tsx';

/** Width of the main menu, in pixels. */
export const MENU_WIDTH = 240;

/** The main layout: top bar, the main menu (shown or hidden by its toggle) and the page. */
export function MainLayout() {
  const { session, $menuOpen } = useAppServices();
  const menuOpen = useStore($menuOpen);
  const validating = useStore(session.$validating);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar />
      <Drawer
        variant="persistent"
        open={menuOpen}
        sx={{
          width: menuOpen ? MENU_WIDTH : 0,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: MENU_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <Box component="nav" aria-label={MESSAGES.menu}>
          <MainMenu />
        </Box>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Toolbar />
        {validating ? <LinearProgress aria-label={MESSAGES.loading} /> : <Outlet />}
      </Box>
      <CreateRouteDialog />
    </Box>
  );
}
