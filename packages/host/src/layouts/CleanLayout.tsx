import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

/** The clean layout, without menu or top bar (the printable VPO report, SPEC §2). */
export function CleanLayout() {
  return (
    <Box component="main" sx={{ p: 2 }}>
      <Outlet />
    </Box>
  );
}
