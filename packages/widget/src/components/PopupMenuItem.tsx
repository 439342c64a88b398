import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { useContext } from 'react';
import type { ReactNode } from 'react';
import { PopupMenuContext } from './popup-menu-context.ts';

/** Props of {@link PopupMenuItem}. */
export interface PopupMenuItemProps {
  /** What the item does; inside a `PopupMenu` the menu then closes. */
  onClick(): void;
  /** Greyed out, skipped by the arrow keys and marked `aria-disabled`. Default false. */
  disabled?: boolean;
  /** The current choice of a plain item: highlighted and `aria-current`. Default false. */
  selected?: boolean;
  /**
   * Makes the item one choice of a radio group (`role="menuitemradio"`) with `aria-checked`; the
   * checked one is highlighted. Leave undefined for a plain `role="menuitem"`.
   */
  checked?: boolean;
  children: ReactNode;
}

/** Looks of an item: MUI's menu item at a dense height. */
const itemStyles: SxProps<Theme> = (theme) => ({
  ...theme.typography.body2,
  display: 'flex',
  justifyContent: 'flex-start',
  alignItems: 'center',
  width: '100%',
  minHeight: 36,
  padding: '6px 16px',
  boxSizing: 'border-box',
  textAlign: 'left',
  overflowWrap: 'anywhere',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&.Mui-focusVisible': { backgroundColor: theme.palette.action.focus },
  '&[aria-current="true"], &[aria-checked="true"]': {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
    '&:hover, &.Mui-focusVisible': {
      backgroundColor: alpha(
        theme.palette.primary.main,
        theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity,
      ),
    },
  },
  '&[aria-disabled="true"]': { opacity: theme.palette.action.disabledOpacity },
});

/**
 * One entry of a `PopupMenu`: a `role="menuitem"` list item (or `menuitemradio` with `checked`).
 * Clicking it, or Enter / Space while it has the focus, runs `onClick`, then the menu gives the focus
 * back to its opener and closes.
 *
 * @example <PopupMenuItem disabled={!editable} onClick={() => setOrigin(position)}>Definir como Origem</PopupMenuItem>
 */
export function PopupMenuItem({
  onClick,
  disabled = false,
  selected = false,
  checked,
  children,
}: PopupMenuItemProps) {
  const menu = useContext(PopupMenuContext);
  const radio = checked !== undefined;
  return (
    <ButtonBase
      component="li"
      role={radio ? 'menuitemradio' : 'menuitem'}
      aria-checked={radio ? checked : undefined}
      aria-current={selected ? 'true' : undefined}
      tabIndex={-1}
      disabled={disabled}
      sx={itemStyles}
      onClick={() => {
        if (disabled) return;
        if (menu) menu.activate(onClick);
        else onClick();
      }}
    >
      {children}
    </ButtonBase>
  );
}
