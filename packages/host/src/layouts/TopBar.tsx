import { brandingOf } from '@freight/core';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { useStore } from '@nanostores/react';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { MESSAGES } from '../messages.ts';
import { FontSizeControls } from './FontSizeControls.tsx';
import { UserMenu } from './UserMenu.tsx';

/** The top bar: menu toggle, the company logo (SPEC §1), font-size controls and the user menu. */
export function TopBar() {
  const { session, $menuOpen } = useAppServices();
  const auth = useStore(session.$auth);
  const menuOpen = useStore($menuOpen);
  const company = auth?.settings.companies[0];
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={MESSAGES.topBar.toggleMenu}
          aria-expanded={menuOpen}
          onClick={() => $menuOpen.set(!menuOpen)}
        >
          <MenuIcon />
        </IconButton>
        {auth && (
          <img
            src={brandingOf(auth).logo}
            alt={company ? `${MESSAGES.topBar.logo}: ${company.name}` : MESSAGES.topBar.logo}
            height={36}
            style={{ maxWidth: 160, objectFit: 'contain' }}
          />
        )}
        <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1 }}>
          {company?.name ?? MESSAGES.productName}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <FontSizeControls />
          <UserMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
