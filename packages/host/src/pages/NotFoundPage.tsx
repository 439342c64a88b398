import { HOME_ROUTE, pathOf } from '@freight/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { MESSAGES } from '../messages.ts';

/** The page of any path the app does not have (SPEC §2). */
export function NotFoundPage() {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {MESSAGES.notFound.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {MESSAGES.notFound.text}
      </Typography>
      <Button variant="contained" component={Link} to={pathOf(HOME_ROUTE) ?? '/'}>
        {MESSAGES.notFound.back}
      </Button>
    </Box>
  );
}
