import Box from '@mui/material/Box';

/** The letter label of a waypoint row (A, B, C… then numbers), in the row's colour. */
export function WaypointLetter({ letter, color }: { letter: string; color: string }) {
  return (
    <Box
      component="span"
      data-testid="waypoint-letter"
      sx={{
        width: 24,
        flex: '0 0 24px',
        textAlign: 'center',
        fontWeight: 700,
        fontSize: 15,
        color,
        lineHeight: '40px',
      }}
    >
      {letter}
    </Box>
  );
}
