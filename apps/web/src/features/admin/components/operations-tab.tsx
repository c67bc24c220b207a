import { Alert, Box, Card, CardContent, CircularProgress, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { useOperationsStats } from '../api/get-operations-stats';

function CountList({ title, rows }: { title: string; rows: { label: string; count: number }[] }) {
  const format = useLocaleFormat();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2">{row.label}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {format.number(row.count)}
            </Typography>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}

/** Operations counts: totals, by status and type, per day over 30 days; credits spent. */
export function OperationsTab() {
  const { t } = useTranslation('admin');
  const format = useLocaleFormat();
  const errorText = useErrorText();
  const stats = useOperationsStats();
  if (stats.isPending) return <CircularProgress aria-label={t('loading')} />;
  if (stats.isError) return <Alert severity="error">{errorText(stats.error)}</Alert>;
  const data = stats.data;
  const busiest = Math.max(1, ...data.byDay.map((day) => day.count));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <CountList
          title={t('operations.summary')}
          rows={[
            { label: t('operations.total'), count: data.total },
            { label: t('operations.creditsSpent'), count: data.creditsSpent.total },
            { label: t('operations.creditsSpent30'), count: data.creditsSpent.last30Days },
          ]}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <CountList
          title={t('operations.byStatus')}
          rows={data.byStatus.map((row) => ({
            label: t(`workspace:status.${row.status}`),
            count: row.count,
          }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <CountList
          title={t('operations.byType')}
          rows={data.byType.map((row) => ({
            label: t(`workspace:types.${row.signatureType}`),
            count: row.count,
          }))}
        />
      </Grid>
      <Grid size={12}>
        <Card variant="outlined">
          <CardContent>
            <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
              {t('operations.byDay')}
            </Typography>
            <Box
              role="img"
              aria-label={t('operations.byDayLabel', {
                total: data.byDay.reduce((sum, day) => sum + day.count, 0),
              })}
              sx={{ display: 'flex', alignItems: 'flex-end', gap: '2px', height: 120 }}
            >
              {data.byDay.map((day) => (
                <Box
                  key={day.day}
                  title={`${day.day}: ${format.number(day.count)}`}
                  sx={{
                    flex: 1,
                    minWidth: 0,
                    height: `${Math.max(2, (day.count / busiest) * 100)}%`,
                    bgcolor: day.count ? 'primary.main' : 'divider',
                    borderRadius: '2px 2px 0 0',
                  }}
                />
              ))}
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
              <Typography variant="caption">{data.byDay[0]?.day}</Typography>
              <Typography variant="caption">{data.byDay.at(-1)?.day}</Typography>
            </Box>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
