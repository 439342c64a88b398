import type { SearchResult } from '@freight/core';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useEffect, useRef } from 'react';
import { MESSAGES } from '../messages.ts';
import { SearchResultIcon } from './SearchResultIcon.tsx';

/** Height of the result list (SPEC §2, §9). */
export const SEARCH_RESULT_LIST_HEIGHT = 200;

/** Props of {@link SearchResultList}. */
export interface SearchResultListProps {
  /** Id of the list, referenced by the search input. */
  id: string;
  results: readonly SearchResult[];
  highlight: number;
  onChoose(result: SearchResult): void;
  onHighlight(index: number): void;
}

/** Id of the row at `index` of the list `listId` (for `aria-activedescendant`). */
export function searchResultId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/** The search screen's result list: 200 px high, the highlighted row kept in view. */
export function SearchResultList({ id, results, highlight, onChoose, onHighlight }: SearchResultListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = listRef.current?.querySelector<HTMLElement>(`[data-index="${highlight}"]`);
    row?.scrollIntoView?.({ block: 'nearest' });
  }, [highlight]);

  return (
    <List
      id={id}
      ref={listRef}
      dense
      role="listbox"
      aria-label={MESSAGES.searchResultsLabel}
      sx={{ height: SEARCH_RESULT_LIST_HEIGHT, overflowY: 'auto', py: 0 }}
    >
      {results.map((result, index) => (
        <ListItemButton
          key={`${result.icon}-${result.label}-${index}`}
          id={searchResultId(id, index)}
          role="option"
          aria-selected={index === highlight}
          selected={index === highlight}
          data-index={index}
          data-testid="search-result"
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHighlight(index)}
          onClick={() => onChoose(result)}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>
            <SearchResultIcon icon={result.icon} />
          </ListItemIcon>
          <ListItemText
            primary={result.label}
            secondary={result.caption || undefined}
            slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
