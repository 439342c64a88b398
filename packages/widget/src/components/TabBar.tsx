import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { primaryAsText } from '@freight/core';

/** One tab of a {@link TabBar}. */
export interface TabBarTab<T extends string> {
  value: T;
  label: string;
}

/** Props of {@link TabBar}. */
export interface TabBarProps<T extends string> {
  /** Id of the tab list; each tab's id is {@link tabId}`(id, value)`. */
  id: string;
  tabs: readonly TabBarTab<T>[];
  /** Value of the selected tab. */
  value: T;
  /** Id of the `role="tabpanel"` element the tabs control. */
  panelId: string;
  onChange(value: T): void;
}

/** Id of the tab of `value` in the tab bar `barId`: the panel's `aria-labelledby`. */
export function tabId(barId: string, value: string): string {
  return `${barId}-${value}`;
}

const Tab = styled(ButtonBase)(({ theme }) => ({
  ...theme.typography.button,
  flex: 1,
  minWidth: 90,
  minHeight: 48,
  padding: '12px 16px',
  lineHeight: 1.25,
  color: theme.palette.text.secondary,
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    height: 2,
    backgroundColor: theme.palette.primary.main,
    transform: 'scaleX(0)',
    transition: theme.transitions.create('transform'),
  },
  '&[aria-selected="true"]': {
    color: primaryAsText(theme.palette.primary.main),
    '&::after': { transform: 'scaleX(1)' },
  },
}));

/** Index of the tab a key moves to from `current` among `count` tabs, or null for other keys. */
function movedTo(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A full-width tab bar (`role="tablist"`) with the selected tab underlined in the primary colour.
 * Tabs are `role="tab"` buttons with `aria-selected` and `aria-controls={panelId}`; ArrowLeft /
 * ArrowRight (Home / End) move to and select the previous / next tab. The caller renders the panel.
 *
 * @example
 * <TabBar id={id} panelId={`${id}-panel`} value={tab} onChange={setTab}
 *   tabs={[{ value: 'link', label: 'Compartilhar Rota' }, { value: 'embed', label: 'Incorporar Mapa' }]} />
 */
export function TabBar<T extends string>({ id, tabs, value, panelId, onChange }: TabBarProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent): void => {
    const next = movedTo(
      event.key,
      tabs.findIndex((tab) => tab.value === value),
      tabs.length,
    );
    const tab = next === null ? undefined : tabs[next];
    if (next === null || !tab) return;
    event.preventDefault();
    onChange(tab.value);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <Box ref={listRef} id={id} role="tablist" onKeyDown={onKeyDown} sx={{ display: 'flex' }}>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <Tab
            key={tab.value}
            id={tabId(id, tab.value)}
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            focusRipple
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </Tab>
        );
      })}
    </Box>
  );
}
