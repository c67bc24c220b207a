import type { TVerifiedOperation } from '@confirma/contracts/verify';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../lib/api-client';
import { useCheckAnchorMirror } from '../api/check-anchor-mirror';

/** What a checked copy says of this operation's anchors. */
function mirrorSeverity(mirror: NonNullable<TVerifiedOperation['mirror']>) {
  if (mirror.missing > 0) return 'error';
  return mirror.anchors > mirror.untrusted ? 'success' : 'info';
}

/**
 * The public anchor log's address and a check of the operation's chain against a copy of
 * it that the reader (or anyone) kept: the copy's anchors of this operation must all be
 * here and verify; those that do not verify against what they claim are said untrusted
 * (not evidence, the chain stays as it is). `onChecked` hands the evidence as checked against the copy.
 */
export function AnchorMirrorCheck({
  operation,
  onChecked,
}: {
  operation: TVerifiedOperation;
  onChecked: (checked: TVerifiedOperation) => void;
}) {
  const { t } = useTranslation('verify');
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const [unreadable, setUnreadable] = useState(false);
  const check = useCheckAnchorMirror(operation.operationUuid);
  const logUrl = `${window.location.origin}/api/verify/anchors`;

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUnreadable(false);
    check.reset();
    let copy: unknown;
    try {
      copy = JSON.parse(await file.text());
    } catch {
      setUnreadable(true);
      return;
    }
    check.mutate(copy, { onSuccess: onChecked });
  };

  const { mirror } = operation;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('mirror.heading')}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {t('mirror.intro')}{' '}
        <Link href={logUrl} target="_blank" rel="noopener">
          {logUrl}
        </Link>
      </Typography>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        data-testid="anchor-mirror-input"
        onChange={read}
      />
      <Button
        variant="outlined"
        sx={{ mt: 1 }}
        disabled={check.isPending}
        onClick={() => input.current?.click()}
      >
        {t(check.isPending ? 'mirror.checking' : 'mirror.check')}
      </Button>
      <Box role="status" aria-live="polite">
        {mirror && (
          <Alert severity={mirrorSeverity(mirror)} sx={{ mt: 1 }}>
            {mirror.missing > 0
              ? t('mirror.missing', { count: mirror.missing })
              : mirror.anchors > mirror.untrusted
                ? t('mirror.held', { count: mirror.anchors - mirror.untrusted })
                : t('mirror.none')}
          </Alert>
        )}
        {mirror && mirror.untrusted > 0 && (
          <Alert severity="warning" sx={{ mt: 1 }} data-testid="mirror-untrusted">
            {t('mirror.untrusted', { count: mirror.untrusted })}
          </Alert>
        )}
        {(unreadable || check.error) && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {unreadable ||
            (check.error instanceof ApiError && check.error.code === 'VALIDATION_FAILED')
              ? t('mirror.unreadable')
              : t(errorMessageKey(check.error))}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
