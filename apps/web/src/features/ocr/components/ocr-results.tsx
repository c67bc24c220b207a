import { OCR_FIELDS, type TOcrResult } from '@confirma/contracts/ocr';
import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table';
import { OcrChecks } from './ocr-checks';

const percent = (value: number) => `${Math.round(value * 100)} %`;

/** The result of an analysis: fields with source and confidence, checks, images, JSON, report. */
export function OcrResults({ result }: { result: TOcrResult }) {
  const { t } = useTranslation('ocr');
  const { checks } = result;
  const json = JSON.stringify(result, null, 2);
  const jsonHref = `data:application/json;charset=utf-8,${encodeURIComponent(json)}`;
  return (
    <Stack spacing={3} data-testid="ocr-results">
      <Typography variant="h5" component="h2">
        {t('results')}: {t(`document.${result.document}`)}
      </Typography>
      <Box>
        <Typography variant="h6" component="h3" gutterBottom>
          {t('fieldsTitle')}
        </Typography>
        {/* Long values wrap: the confidence column stays in view on a phone. */}
        <ScrollTable label={t('fieldsTitle')}>
          <Table
            size="small"
            aria-label={t('fieldsTitle')}
            sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
          >
            <TableHead>
              <TableRow>
                <TableCell />
                <TableCell />
                <TableCell>{t('confidence')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {OCR_FIELDS.map((name) => {
                const field = result.fields[name];
                if (!field) return null;
                return (
                  <TableRow key={name} data-field={name}>
                    <TableCell component="th" scope="row">
                      {t(`field.${name}`)}
                    </TableCell>
                    <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {field.value}
                    </TableCell>
                    <TableCell sx={{ minWidth: 72 }}>
                      {percent(field.confidence)} · {t(`source.${field.source}`)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </ScrollTable>
      </Box>
      <OcrChecks checks={checks} />
      <Box>
        <Typography variant="h6" component="h3" gutterBottom>
          {t('images')}
        </Typography>
        <Stack direction="row" flexWrap="wrap" gap={2} alignItems="flex-start">
          {result.links.straightened.map((link, index) => (
            <Stack key={link} spacing={1}>
              <Box
                component="img"
                src={link}
                alt={t(`side.${result.sides[index]?.kind ?? 'id-front'}`)}
                sx={{ width: { xs: '100%', sm: 320 }, borderRadius: 1, boxShadow: 1 }}
              />
              <Button size="small" href={link} download={`document-${index + 1}.jpg`}>
                {t('download')} · {t(`side.${result.sides[index]?.kind ?? 'id-front'}`)}
              </Button>
            </Stack>
          ))}
          {result.links.portrait && (
            <Box
              component="img"
              src={result.links.portrait}
              alt={t('portrait')}
              sx={{ width: 120, borderRadius: 1, boxShadow: 1 }}
            />
          )}
        </Stack>
      </Box>
      <Stack direction="row" flexWrap="wrap" gap={2}>
        <Button variant="contained" href={result.links.report} download>
          {t('report')}
        </Button>
        <Button variant="outlined" href={jsonHref} download={`ocr-${result.id}.json`}>
          {t('downloadJson')}
        </Button>
      </Stack>
      <Box component="details">
        <summary>{t('json')}</summary>
        <Box
          component="pre"
          sx={{ fontSize: 12, overflow: 'auto', maxHeight: 320, bgcolor: 'action.hover', p: 1 }}
        >
          {json}
        </Box>
      </Box>
    </Stack>
  );
}
