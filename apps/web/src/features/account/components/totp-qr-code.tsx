import { Box, Skeleton } from '@mui/material';
import { useEffect, useState } from 'react';

const SIZE = 200;

/**
 * The otpauth:// URI as a QR code for the authenticator app to scan, drawn as SVG by the
 * `qrcode` package, loaded only when a user turns two-step verification on.
 */
export function TotpQrCode({ uri, alt }: { uri: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      // No picture: the key beside it can still be typed by hand.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [uri]);
  if (!src) return <Skeleton variant="rectangular" width={SIZE} height={SIZE} />;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={SIZE}
      height={SIZE}
      sx={{ display: 'block', bgcolor: '#fff' }}
    />
  );
}
