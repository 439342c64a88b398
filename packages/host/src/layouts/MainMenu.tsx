import { pathOf, visibleMenu, visibleMenuDialogs } from '@freight/core';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useStore } from '@nanostores/react';
import { NavLink } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { useDialogs } from '../navigation/use-dialogs.ts';
import { hasPage } from '../pages/page-registry.ts';

/**
 * The main menu: the pages the app has that the user's permissions allow (SPEC §6), then the dialogs the
 * user may open over the current page ('Consultar placa'); `onChoose` after a click.
 */
export function MainMenu({ onChoose }: { onChoose?: (() => void) | undefined }) {
  const { session } = useAppServices();
  const auth = useStore(session.$auth);
  const dialogs = useDialogs();
  const entries = visibleMenu(auth?.settings, hasPage);
  const dialogEntries = visibleMenuDialogs(auth?.settings);
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
      {dialogEntries.map((entry) => (
        <ListItemButton
          key={entry.dialog}
          onClick={() => {
            dialogs.openDialog(entry.dialog);
            onChoose?.();
          }}
        >
          <ListItemText primary={entry.label} />
        </ListItemButton>
      ))}
    </List>
  );
}
