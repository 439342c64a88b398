import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '../messages.ts';
import { SelectField } from './SelectField.tsx';

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
    <SelectField
      label={MESSAGES.tag}
      value={tag}
      options={[
        { value: '', label: MESSAGES.noTag },
        ...tags.map((option) => ({ value: option, label: option })),
      ]}
      onChange={onChoose}
      data-testid="plate-tag-select"
    />
  );
}
