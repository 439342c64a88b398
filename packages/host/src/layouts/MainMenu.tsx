import { pathOf, visibleMenu } from '@freight/core';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useStore } from '@nanostores/react';
import { NavLink } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { hasPage } from '../pages/page-registry.ts';

/** The main menu: the pages the app has that the user's permissions allow (SPEC §6); `onChoose` after a click. */
export function MainMenu({ onChoose }: { onChoose?: (() => void) | undefined }) {
  const { session } = useAppServices();
  const auth = useStore(session.$auth);
  const entries = visibleMenu(auth?.settings, hasPage);
  return (
    <List>
      {entries.map((entry) => (
        <ListItemButton
          key={entry.route}
          component={NavLink}
          to={pathOf(entry.route) ?? '/'}
          end
          onClick={onChoose}
          sx={{ '&.active': { bgcolor: 'action.selected' } }}
        >
          <ListItemText primary={entry.label} />
        </ListItemButton>
      ))}
    </List>
  );
}
