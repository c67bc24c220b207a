import type { TOperationResponse } from '@confirma/contracts/operations';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** `Talleres Ruiz S.L. (Luis Ortega)`: the business and, when known, its person. */
export function senderName(sender: NonNullable<TOperationResponse['sender']>): string {
  return sender.person ? `${sender.name} (${sender.person})` : sender.name;
}

/**
 * Who asks the signer and for what, at the top of every signing page: the sender (business
 * and person) and the request's title. What tells a real request from a copy of the
 * product's look. A request the signer can no longer sign is named, not asked (`asking`
 * false).
 */
export function RequestHeading({
  operation,
  asking = true,
}: {
  operation: TOperationResponse;
  asking?: boolean;
}) {
  const { t } = useTranslation('flows');
  const { sender, subject } = operation;
  const key = asking ? 'asks' : 'about';
  if (!subject) return null;
  return (
    <Box
      component="section"
      aria-label={t('signing.request.label')}
      data-testid="request-heading"
      sx={{ borderLeft: 4, borderColor: 'primary.main', pl: 2, py: 0.5 }}
    >
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {sender
          ? t(`signing.request.${key}`, { sender: senderName(sender), subject })
          : t(`signing.request.${key}Anonymous`, { subject })}
      </Typography>
    </Box>
  );
}
