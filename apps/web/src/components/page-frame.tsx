import { Box, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';

/**
 * How a dialog that frames one of this site's pages is laid out: on a phone the whole
 * screen, its content a column whose frame (PageFrame) takes the room left, so the framed
 * page is the only thing that scrolls (no fixed-height frame inside a scrolling dialog); on
 * a wider screen the frame is 700 px high.
 */
export function useFramedDialog() {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return {
    fullScreen: phone,
    contentSx: {
      display: { xs: 'flex', sm: 'block' },
      flexDirection: 'column',
      p: { xs: 1, sm: 2 },
      // Below a text (the OCR dialog's), the frame keeps its distance.
      '& > * + iframe': { mt: { xs: 1, sm: 3 } },
    },
  } as const;
}

/** One of this site's pages in a frame that fills the rest of its dialog's content. */
export function PageFrame({
  src,
  title,
  allow,
  testId,
}: {
  src: string;
  title: string;
  allow: string;
  testId?: string;
}) {
  return (
    <Box
      component="iframe"
      src={src}
      title={title}
      allow={allow}
      data-testid={testId}
      sx={{
        flex: { xs: 1, sm: 'none' },
        height: { xs: 'auto', sm: 700 },
        minHeight: 320,
        width: '100%',
        border: 0,
        display: 'block',
      }}
    />
  );
}
