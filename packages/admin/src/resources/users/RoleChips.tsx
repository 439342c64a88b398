import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';

/** The user's role names as chips. */
export function RoleChips(_props: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const roles: unknown = record?.roles;
  if (!Array.isArray(roles)) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {roles.map((role) => (
        <Chip key={String(role)} label={String(role)} size="small" />
      ))}
    </Box>
  );
}
