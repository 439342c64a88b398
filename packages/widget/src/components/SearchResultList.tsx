import type { SearchResult } from '@freight/core';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
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

/** Background of the highlighted row, as MUI's selected list items (primary colour, selected opacity). */
const highlightBackground = (theme: Theme, extraOpacity = 0): string =>
  theme.alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity + extraOpacity);

const ROW_SX = {
  display: 'flex',
  width: '100%',
  justifyContent: 'flex-start',
  textAlign: 'left',
  px: 2,
  py: 0.5,
  transition: (theme: Theme) => theme.transitions.create('background-color', { duration: 150 }),
  '&:hover': { bgcolor: 'action.hover' },
  '&[aria-selected="true"]': { bgcolor: (theme: Theme) => highlightBackground(theme) },
  '&[aria-selected="true"]:hover': {
    bgcolor: (theme: Theme) => highlightBackground(theme, theme.palette.action.hoverOpacity),
  },
} as const;

/**
 * The search screen's result list (a `listbox` of `option` rows, SPEC §2): 200 px high, each row with its
 * icon, label and caption; the highlighted row (moved by the keys, or by the mouse) is tinted and kept in
 * view. The input keeps the focus: a press does not take it, a click chooses the row.
 */
export function SearchResultList({ id, results, highlight, onChoose, onHighlight }: SearchResultListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = listRef.current?.querySelector<HTMLElement>(`[data-index="${highlight}"]`);
    row?.scrollIntoView?.({ block: 'nearest' });
  }, [highlight]);

  return (
    <Box
      id={id}
      ref={listRef}
      role="listbox"
      aria-label={MESSAGES.searchResultsLabel}
      sx={{ height: SEARCH_RESULT_LIST_HEIGHT, overflowY: 'auto' }}
    >
      {results.map((result, index) => (
        <ButtonBase
          key={`${result.icon}-${result.label}-${index}`}
          component="div"
          id={searchResultId(id, index)}
          role="option"
          tabIndex={-1}
          aria-selected={index === highlight}
          data-index={index}
          data-testid="search-result"
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHighlight(index)}
          onClick={() => onChoose(result)}
          sx={ROW_SX}
        >
          <Box sx={{ display: 'inline-flex', flexShrink: 0, minWidth: 36, color: 'action.active' }}>
            <SearchResultIcon icon={result.icon} />
          </Box>
          <Box sx={{ flex: '1 1 auto', minWidth: 0, my: result.caption ? 0.75 : 0.5 }}>
            <Typography variant="body2" component="div" noWrap>
              {result.label}
            </Typography>
            {result.caption ? (
              <Typography variant="body2" component="div" color="text.secondary" noWrap>
                {result.caption}
              </Typography>
            ) : null}
          </Box>
        </ButtonBase>
      ))}
    </Box>
  );
}
