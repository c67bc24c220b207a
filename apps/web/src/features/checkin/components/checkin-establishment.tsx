import PlaceIcon from '@mui/icons-material/Place';
import { Box, Paper, Typography } from '@mui/material';

/** Where the guest is checking in: the establishment's name and address. */
export function CheckinEstablishment({
  establishment,
}: {
  establishment: { name: string; address: string };
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'flex', gap: 1.5 }}
      data-testid="checkin-establishment"
    >
      <PlaceIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
      <Box>
        <Typography variant="h6" component="h2">
          {establishment.name}
        </Typography>
        {establishment.address && (
          <Typography color="text.secondary">{establishment.address}</Typography>
        )}
      </Box>
    </Paper>
  );
}
