import { HOME_ROUTE, pathOf } from '@freight/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.tsx';
import type { LoginReturn } from '../app/app-services.ts';
import { MESSAGES } from '../messages.ts';

/** Where to go after the login: the page the guard came from, else home. */
function returnTarget(state: unknown): { pathname: string; search: string } | string {
  const from = (state as LoginReturn | null)?.from;
  return from && typeof from.pathname === 'string' ? from : (pathOf(HOME_ROUTE) ?? '/');
}

/** {@link returnTarget} as one path and query. */
function returnPath(state: unknown): { pathname: string; search: string } {
  const target = returnTarget(state);
  return typeof target === 'string' ? { pathname: target, search: '' } : target;
}

/**
 * The in-app login (SPEC §4 Session): e-mail and password, pt-BR errors, the throttle's message; with single
 * sign-on on, 'Entrar com SSO' and the reason of a refused single sign-on login.
 */
export function LoginPage() {
  const { session, sso, startSsoLogin } = useAppServices();
  const token = useStore(session.$token);
  const form = useStore(session.$loginForm);
  const ssoConfig = useStore(sso.$config);
  const refusal = useStore(sso.$refusal);
  const location = useLocation();
  const navigate = useNavigate();

  if (token !== null) return <Navigate to={returnTarget(location.state)} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const ok = await session.login(String(data.get('email') ?? ''), String(data.get('password') ?? ''));
    if (ok) void navigate(returnTarget(location.state), { replace: true });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="login-title">
      <Stack spacing={2}>
        <Typography id="login-title" variant="h5" component="h1">
          {MESSAGES.login.title}
        </Typography>
        {refusal && (
          <Alert severity="error" role="alert">
            {refusal}
          </Alert>
        )}
        {form.failure && (
          <Alert severity="error" role="alert">
            {form.failure}
          </Alert>
        )}
        <TextField
          name="email"
          type="email"
          label={MESSAGES.login.email}
          autoComplete="username"
          autoFocus
          required
          error={Boolean(form.errors['email'])}
          helperText={form.errors['email']}
        />
        <TextField
          name="password"
          type="password"
          label={MESSAGES.login.password}
          autoComplete="current-password"
          required
          error={Boolean(form.errors['password'])}
          helperText={form.errors['password']}
        />
        <Button type="submit" variant="contained" size="large" disabled={form.submitting}>
          {form.submitting ? MESSAGES.login.submitting : MESSAGES.login.submit}
        </Button>
        {ssoConfig?.enabled && !sso.embedded && (
          <Button variant="outlined" size="large" onClick={() => startSsoLogin(returnPath(location.state))}>
            {MESSAGES.login.sso}
          </Button>
        )}
      </Stack>
    </form>
  );
}
