import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '../messages.ts';

/** Props of {@link PlateTagChoice}. */
export interface PlateTagChoiceProps {
  /** True while the plate's tags load. */
  loading: boolean;
  /** The plate's toll tags. */
  tags: readonly string[];
  /** The chosen tag, `''` for none. */
  tag: string;
  /** Whether the user may pick the tag (company setting `vpo_allow_select_tag`). */
  canSelect: boolean;
  /** A tag chosen, `''` for none. */
  onChoose(tag: string): void;
}

/**
 * The chosen plate's toll tags (SPEC §4 Vehicle): 'Carregando tags...' while they load; then, when the
 * plate has tags, a 'Tag' select (with 'Nenhuma tag') if the user may pick one, else the chosen tag (or
 * the plate's tags) as text. Nothing when the plate has no tags.
 */
export function PlateTagChoice({ loading, tags, tag, canSelect, onChoose }: PlateTagChoiceProps) {
  if (loading) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="tags-loading">
        <CircularProgress size={14} aria-label={MESSAGES.loadingTags} />
        <Typography variant="caption">{MESSAGES.loadingTags}</Typography>
      </Stack>
    );
  }
  if (tags.length === 0) return null;
  if (!canSelect) {
    return (
      <Typography variant="body2" data-testid="plate-tag">
        {tag ? MESSAGES.tagValue(tag) : MESSAGES.tagsValue(tags)}
      </Typography>
    );
  }
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={MESSAGES.tag}
      value={tag}
      onChange={(event) => onChoose(event.target.value)}
      data-testid="plate-tag-select"
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{MESSAGES.noTag}</MenuItem>
      {tags.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}
