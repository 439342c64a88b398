import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router';
import { DEFAULT_LOGO } from '@freight/core';
import { MESSAGES } from '../messages.ts';

/** The auth layout (`/auth/login`): the product's name and logo over a centred card. */
export function AuthLayout() {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}
    >
      <Paper sx={{ width: '100%', maxWidth: 400, p: 4 }} elevation={3}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
          <img src={DEFAULT_LOGO} alt="" width={40} height={40} />
          <Typography variant="h6" component="p">
            {MESSAGES.productName}
          </Typography>
        </Box>
        <Outlet />
      </Paper>
    </Box>
  );
}
