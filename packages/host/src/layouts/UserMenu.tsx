import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { MESSAGES } from '../messages.ts';

/** The user menu: the e-mail, 'Sair' and 'Sair de todos os dispositivos'. */
export function UserMenu() {
  const services = useAppServices();
  const auth = useStore(services.session.$auth);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  const logout = async (everywhere: boolean) => {
    setAnchor(null);
    await services.logout(everywhere);
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={MESSAGES.topBar.account}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {auth && (
          <Typography variant="body2" sx={{ px: 2, py: 1 }} color="text.secondary">
            {auth.email}
          </Typography>
        )}
        {auth && <Divider />}
        <MenuItem onClick={() => void logout(false)}>{MESSAGES.topBar.logout}</MenuItem>
        <MenuItem onClick={() => void logout(true)}>{MESSAGES.topBar.logoutAll}</MenuItem>
      </Menu>
    </>
  );
}
