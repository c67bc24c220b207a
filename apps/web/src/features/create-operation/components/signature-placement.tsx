import { SIGNBOX } from '@confirma/contracts/constants';
import type { TPickedPdf, TPlacement } from '@confirma/contracts/creation';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Alert, Box, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Document, Page, pdfjs } from 'react-pdf';
import { base64ToBytes } from '../../../lib/base64-to-bytes';
import { pdfWorker } from '../../../lib/pdf-worker';
import { BoxTag } from './box-tag';
import { PlacementBox } from './placement-box';
import { drawnSize, type TPageGeometry, toPageBox, toScreenBox } from './placement-geometry';

// The page's one pdf.js worker (lib/pdf-worker.ts): PDFWorker.create gives the PDFWorker
// of that port, the same the signing pages' viewers use.
const DOCUMENT_OPTIONS = { worker: pdfjs.PDFWorker.create({ port: pdfWorker() }) };

/** A box's smallest and first size, in PDF points. */
export type TBoxSizes = {
  min: { width: number; height: number };
  initial: { width: number; height: number };
};
const SIGNATURE_BOX: TBoxSizes = {
  min: { width: SIGNBOX.minWidth, height: SIGNBOX.minHeight },
  initial: { width: SIGNBOX.width, height: SIGNBOX.height },
};

/** The width a page is drawn at, in pixels; it is shown scaled to the space there is. */
const DRAWN_WIDTH = 560;

/** Where the page is shown. */
const REGION_SX = {
  bgcolor: 'action.hover',
  borderRadius: 1,
  p: 1,
  display: 'flex',
  justifyContent: 'center',
} as const;

/** The page, drawn at DRAWN_WIDTH and shown scaled to the space there is. */
const PAGE_SX = {
  position: 'relative',
  width: '100%',
  maxWidth: DRAWN_WIDTH,
  boxShadow: 2,
  bgcolor: 'common.white',
  '& canvas': { width: '100% !important', height: 'auto !important', display: 'block' },
} as const;

/** A box already placed, drawn in its colour with its words (another signer's, say). */
export interface TOtherBox {
  key: string;
  placement: TPlacement;
  color: string;
  label: string;
}

/** The words of the page's controls, when the box has a name of its own. */
export interface TPlacementTexts {
  hint: string;
  placeHere: string;
  box: string;
}

/**
 * The sender's own PDF, one page at a time (pdf.js through react-pdf: this module is loaded
 * only when the sender asks to place the signature), with the signature box over it and the
 * boxes already placed (`others`, each in its colour, not movable here). Placing, moving or
 * resizing the box reports it in PDF points (`TPlacement`). When the box being placed
 * changes (`target`), the page turns to where it is.
 */
export default function SignaturePlacement({
  pdf,
  value,
  onChange,
  box = SIGNATURE_BOX,
  label,
  color,
  others = [],
  texts,
  target,
}: {
  pdf: TPickedPdf;
  value: TPlacement | null;
  onChange: (placement: TPlacement) => void;
  /** The box's smallest and first size, in points (a signature's by default). */
  box?: TBoxSizes;
  /** The words inside the box (default: "Firma"). */
  label?: string;
  /** The box's colour (its signer's). */
  color?: string;
  /** The boxes already placed, drawn beside this one. */
  others?: TOtherBox[];
  /** The hint, the page's and the box's names, saying what is placed. */
  texts?: TPlacementTexts;
  /** Which box is placed: another one turns the page to it. */
  target?: string;
}) {
  const { t } = useTranslation('flows');
  const file = useMemo(() => ({ data: base64ToBytes(pdf.b64) }), [pdf.b64]);
  const [pages, setPages] = useState(0);
  const [pageNumber, setPageNumber] = useState(value?.pageNumber ?? 0);
  const [geometry, setGeometry] = useState<TPageGeometry | null>(null);
  const shownPage = pageNumber || pages;
  // Another box to place: show its page, or stay where the sender is when it has none yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the target changes
  useEffect(() => {
    if (value && value.pageNumber !== shownPage) {
      setGeometry(null);
      setPageNumber(value.pageNumber);
    }
  }, [target]);

  const scale = geometry ? DRAWN_WIDTH / drawnSize(geometry, 1).width : 1;
  const size = geometry ? drawnSize(geometry, scale) : { width: DRAWN_WIDTH, height: DRAWN_WIDTH };
  const screen = (box: Omit<TPlacement, 'pageNumber'>) =>
    geometry ? toScreenBox(geometry, scale, box) : { left: 0, top: 0, width: 0, height: 0 };
  const boxHere = value && value.pageNumber === shownPage ? screen(value) : null;
  const turn = (step: number) => {
    setGeometry(null);
    setPageNumber(Math.min(Math.max(shownPage + step, 1), pages));
  };

  return (
    <Stack spacing={1} data-testid="signature-placement">
      <Typography variant="body2" color="text.secondary">
        {texts?.hint ?? t('create.placement.hint')}
      </Typography>
      <PageTurner page={shownPage} pages={pages} onTurn={turn} />
      {value && value.pageNumber !== shownPage && (
        <Alert severity="info" sx={{ py: 0 }}>
          {t('create.placement.elsewhere', { page: value.pageNumber })}
        </Alert>
      )}
      <Box role="region" aria-label={t('create.placement.preview')} sx={REGION_SX}>
        <Document
          file={file}
          options={DOCUMENT_OPTIONS}
          loading={<CircularProgress aria-label={t('create.placement.preview')} sx={{ m: 4 }} />}
          error={<Alert severity="warning">{t('create.placement.error')}</Alert>}
          onLoadSuccess={(document) => setPages(document.numPages)}
        >
          {shownPage > 0 && (
            <Box sx={PAGE_SX}>
              <Page
                key={shownPage}
                pageNumber={shownPage}
                width={DRAWN_WIDTH}
                renderTextLayer={false}
                renderAnnotationLayer={false}
                onLoadSuccess={(page) => setGeometry({ view: page.view, rotate: page.rotate })}
              />
              {geometry &&
                others
                  .filter((other) => other.placement.pageNumber === shownPage)
                  .map((other) => (
                    <PlacedBox
                      key={other.key}
                      box={screen(other.placement)}
                      size={size}
                      color={other.color}
                      label={other.label}
                    />
                  ))}
              {geometry && (
                <PlacementBox
                  size={size}
                  box={boxHere}
                  min={screen({ x: 0, y: 0, ...box.min })}
                  defaultSize={screen({ x: 0, y: 0, ...box.initial })}
                  onPlace={(box) =>
                    onChange({ pageNumber: shownPage, ...toPageBox(geometry, scale, box) })
                  }
                  color={color}
                  labels={{
                    page: texts?.placeHere ?? t('create.placement.placeHere'),
                    box: texts?.box ?? t('create.placement.box'),
                    resize: t('create.placement.resize'),
                    inside: label ?? t('create.placement.boxLabel'),
                  }}
                />
              )}
            </Box>
          )}
        </Document>
      </Box>
    </Stack>
  );
}

/** The previous and next page buttons around "page n of m". */
function PageTurner({
  page,
  pages,
  onTurn,
}: {
  page: number;
  pages: number;
  onTurn: (step: number) => void;
}) {
  const { t } = useTranslation('flows');
  return (
    <Stack direction="row" alignItems="center" justifyContent="center" spacing={1}>
      <IconButton
        aria-label={t('create.placement.previous')}
        disabled={page <= 1}
        onClick={() => onTurn(-1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Typography variant="body2" aria-live="polite" data-testid="placement-page">
        {pages ? t('create.placement.page', { page: page, pages }) : ' '}
      </Typography>
      <IconButton
        aria-label={t('create.placement.next')}
        disabled={!pages || page >= pages}
        onClick={() => onTurn(1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/** A box placed before, as it will be on the page: its frame and its words, not movable. */
function PlacedBox({
  box,
  size,
  color,
  label,
}: {
  box: { left: number; top: number; width: number; height: number };
  size: { width: number; height: number };
  color: string;
  label: string;
}) {
  return (
    <Box
      data-testid="placed-box"
      aria-hidden
      sx={{
        position: 'absolute',
        left: percent(box.left, size.width),
        top: percent(box.top, size.height),
        width: percent(box.width, size.width),
        height: percent(box.height, size.height),
        border: 2,
        borderStyle: 'dashed',
        borderColor: color,
        borderRadius: 0.5,
        bgcolor: `${color}14`,
        pointerEvents: 'none',
      }}
    >
      <BoxTag color={color} below={box.top < size.height * 0.04}>
        {label}
      </BoxTag>
    </Box>
  );
}
