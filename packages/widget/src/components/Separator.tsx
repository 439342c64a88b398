import Box from '@mui/material/Box';

/** A horizontal rule: an `<hr>` (role `separator`) drawn as a 1 px line in the theme's divider colour. */
export function Separator() {
  return (
    <Box
      component="hr"
      sx={{ m: 0, flexShrink: 0, border: 0, borderTop: 1, borderColor: 'divider', alignSelf: 'stretch' }}
    />
  );
}
