import type { TVerifiedSignature } from '@confirma/contracts/verify';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatTime } from './format-time';
import { namesAnOperation } from './seal-kinds';

const COLOUR = { valid: 'success', 'unknown-signer': 'warning', invalid: 'error' } as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' }, gap: 0.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** What a one-time certificate names besides the name: the document, phone and e-mail. */
function signerIdentifiers(signer: NonNullable<TVerifiedSignature['signer']>, t: TFunction) {
  return [
    signer.serialNumber && t('signature.document', { value: signer.serialNumber }),
    signer.telephoneNumber && t('signature.phone', { value: signer.telephoneNumber }),
    signer.emailAddress && t('signature.email', { value: signer.emailAddress }),
  ].filter(Boolean);
}

/** The signer's certificate: its level and what it names (a one-time certificate of ours). */
function SignerCertificateRows({ signature }: { signature: TVerifiedSignature }) {
  const { t } = useTranslation('verify');
  const { signer } = signature;
  return (
    <>
      {signer?.level && (
        <Row label={t('signature.certificate')}>
          {t(`signature.certificateLevels.${signer.level}`)}
          {signerIdentifiers(signer, t).map((line) => (
            <Box component="span" key={line} sx={{ display: 'block' }}>
              {line}
            </Box>
          ))}
        </Row>
      )}
      <Row label={t('signature.revocation')}>
        {t(`signature.revocationStates.${signature.revocation}`)}
      </Row>
    </>
  );
}

/**
 * One signature, or the document's archive time stamp: a card edged green (valid), amber
 * (unknown signer) or red (not valid). A platform seal's reason shows the operation id it
 * names only when the file was found to belong to an operation (`operationFound`): else
 * the page says why in words, and prints no id.
 */
export function SignatureCard({
  signature,
  index,
  count,
  operationFound,
}: {
  signature: TVerifiedSignature;
  index: number;
  count: number;
  operationFound: boolean;
}) {
  const { t, i18n } = useTranslation('verify');
  const colour = COLOUR[signature.verdict];
  const time = (iso: string) => formatTime(iso, i18n.language);
  const stamp = signature.timeStamp;
  const archive = signature.kind === 'document-time-stamp';
  const { platformReason } = signature;
  const showReference =
    !!platformReason && (operationFound || !namesAnOperation(platformReason.kind));
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={`signature-${index}`}
      data-testid="signature-card"
      data-verdict={signature.verdict}
      sx={{ borderLeftWidth: 6, borderLeftColor: `${colour}.main` }}
    >
      <CardContent>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography id={`signature-${index}`} component="h3" variant="h6" sx={{ mr: 'auto' }}>
            {archive
              ? t('signature.archiveStamp')
              : (signature.signerName ?? t('signature.unknownName'))}
          </Typography>
          <Chip color={colour} label={t(`signature.verdict.${signature.verdict}`)} />
        </Stack>
        <Typography variant="overline" color="text.secondary">
          {t('signature.heading', { index: index + 1, count })}
        </Typography>
        {archive && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('signature.archiveStampText')}
          </Typography>
        )}
        <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0 }}>
          {signature.reason && (
            <Row label={t('signature.reason')}>
              {/* The platform's own seal in the reader's words; anyone else's as written. */}
              {platformReason
                ? t(`signature.reasons.${platformReason.kind}`) +
                  (showReference ? ` · ${platformReason.reference}` : '')
                : signature.reason}
            </Row>
          )}
          {signature.signingTime && (
            <Row label={t('signature.signingTime')}>{time(signature.signingTime)}</Row>
          )}
          <Row label={t('signature.integrity')}>
            {t(signature.integrity ? 'signature.integrityOk' : 'signature.integrityBad')}
          </Row>
          <Row label={t('signature.cryptography')}>
            {/* A signature over changed bytes is no good whatever its maths: never "correct". */}
            {t(
              !signature.signatureValid
                ? 'signature.bad'
                : signature.integrity
                  ? 'signature.ok'
                  : 'signature.notForContent',
            )}
          </Row>
          <Row label={t('signature.coverage')}>
            {t(signature.coversWholeDocument ? 'signature.whole' : 'signature.partial')}
          </Row>
          <Row label={t('signature.timeStamp')}>
            {stamp
              ? `${t('signature.timeStampOf', { time: time(stamp.time), tsa: stamp.tsa })}${
                  stamp.valid ? '' : ` (${t('signature.timeStampInvalid')})`
                }`
              : t('signature.noTimeStamp')}
          </Row>
          {!archive && <SignerCertificateRows signature={signature} />}
          <Row label={t('signature.chain')}>
            <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
              {signature.chain.map((item) => (
                <li key={item.sha256}>
                  {item.subject}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {' · '}
                    {t('signature.serial', { serial: item.serialNumber })}
                    {' · '}
                    {t('signature.validity', {
                      from: formatDay(item.notBefore, i18n.language),
                      to: formatDay(item.notAfter, i18n.language),
                    })}
                  </Typography>
                </li>
              ))}
            </Box>
            {t(signature.trusted ? 'signature.trusted' : 'signature.untrusted')}
          </Row>
          {signature.problems.length > 0 && (
            <Row label={t('signature.problems')}>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {signature.problems.map((problem) => (
                  <li key={problem}>{t(`problems.${problem}`, { defaultValue: problem })}</li>
                ))}
              </Box>
            </Row>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
