import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { MESSAGES } from '../messages.ts';
import { Notice } from './Notice.tsx';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

/**
 * The embedded login (SPEC §1 embedded mode): 'E-mail', 'Senha' and 'Entrar', shown by an embedded
 * planner without a token. On success the session keeps the token and the planner replaces the form.
 */
export function LoginForm() {
  const { login } = usePlannerStores();
  const state = useStore(login.$login);
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void login.submit(email, password);
  };
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', minHeight: 'inherit', p: 2 }}>
      <Paper
        component="form"
        variant="outlined"
        onSubmit={submit}
        noValidate
        aria-labelledby={titleId}
        data-testid="login-form"
        sx={{ p: 3, width: '100%', maxWidth: 360 }}
      >
        <Stack spacing={2}>
          <Typography id={titleId} variant="h6" component="h2">
            {MESSAGES.loginTitle}
          </Typography>
          <TextField
            label={MESSAGES.email}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(state.errors.email)}
            helperText={state.errors.email}
            fullWidth
          />
          <TextField
            label={MESSAGES.password}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(state.errors.password)}
            helperText={state.errors.password}
            fullWidth
          />
          {state.failure ? (
            <Notice severity="error" data-testid="login-error">
              {state.failure}
            </Notice>
          ) : null}
          <Button type="submit" variant="contained" disabled={state.submitting} fullWidth>
            {state.submitting ? MESSAGES.signingIn : MESSAGES.signIn}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
