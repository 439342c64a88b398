import { HOME_ROUTE, isAbortError, pathOf, SERVER_ERROR_MESSAGE, visibleMenu } from '@freight/core';
import type { Company } from '@freight/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { MESSAGES } from '../messages.ts';
import { hasPage } from './page-registry.ts';

/** The user's companies as `GET /api/me/list/companies` answers: loading, the list, or why it failed. */
type CompaniesState =
  { status: 'loading' } | { status: 'done'; companies: Company[] } | { status: 'failed'; message: string };

function useMyCompanies(): CompaniesState {
  const { api } = useAppServices();
  const [state, setState] = useState<CompaniesState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    api.companies.meList({ signal: controller.signal }).then(
      (answer) =>
        setState(
          answer.success
            ? { status: 'done', companies: answer.data }
            : { status: 'failed', message: answer.message || SERVER_ERROR_MESSAGE },
        ),
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setState({
          status: 'failed',
          message: error instanceof Error ? error.message : SERVER_ERROR_MESSAGE,
        });
      },
    );
    return () => controller.abort();
  }, [api]);
  return state;
}

/**
 * The home page (see docs/decisions.md): a greeting, the user's companies, and shortcuts to the pages
 * the user's permissions allow.
 */
export function HomePage() {
  const { session } = useAppServices();
  const auth = useStore(session.$auth);
  const companies = useMyCompanies();
  if (!auth) return null;
  const shortcuts = visibleMenu(auth.settings, hasPage).filter((entry) => entry.route !== HOME_ROUTE);
  return (
    <Box sx={{ p: 3, maxWidth: 960 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {MESSAGES.home.greeting(auth.email)}
      </Typography>
      <Stack spacing={3} direction={{ xs: 'column', md: 'row' }} sx={{ alignItems: 'flex-start' }}>
        <Paper component="section" aria-labelledby="home-companies" sx={{ p: 2, flex: 1, width: '100%' }}>
          <Typography id="home-companies" variant="h6" component="h2">
            {MESSAGES.home.companies}
          </Typography>
          {companies.status === 'loading' && (
            <Typography color="text.secondary">{MESSAGES.loading}</Typography>
          )}
          {companies.status === 'failed' && <Alert severity="error">{companies.message}</Alert>}
          {companies.status === 'done' && companies.companies.length === 0 && (
            <Typography color="text.secondary">{MESSAGES.home.noCompanies}</Typography>
          )}
          {companies.status === 'done' && companies.companies.length > 0 && (
            <List dense>
              {companies.companies.map((company) => (
                <ListItem key={company.id} disableGutters>
                  <ListItemText primary={company.name} secondary={company.legal_name ?? undefined} />
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
        <Paper component="section" aria-labelledby="home-shortcuts" sx={{ p: 2, flex: 1, width: '100%' }}>
          <Typography id="home-shortcuts" variant="h6" component="h2" gutterBottom>
            {MESSAGES.home.shortcuts}
          </Typography>
          {shortcuts.length === 0 ? (
            <Typography color="text.secondary">{MESSAGES.home.noShortcuts}</Typography>
          ) : (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {shortcuts.map((entry) => (
                <Button key={entry.route} variant="outlined" component={Link} to={pathOf(entry.route) ?? '/'}>
                  {entry.label}
                </Button>
              ))}
            </Stack>
          )}
        </Paper>
      </Stack>
    </Box>
  );
}
