import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';

/** The company's logo as the app shows it (core fills in the product's logo when it has none). */
export function LogoImage() {
  const record = useRecordContext();
  const settings = record?.settings as { logo?: unknown } | undefined;
  const logo = typeof settings?.logo === 'string' ? settings.logo : '';
  if (!logo) return null;
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="subtitle2" component="p">
        Logo
      </Typography>
      <img
        src={logo}
        alt={`Logo: ${String(record?.name ?? '')}`}
        height={48}
        style={{ maxWidth: 200, objectFit: 'contain' }}
      />
    </Box>
  );
}
