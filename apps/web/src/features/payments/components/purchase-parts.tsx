import type { TOrder } from '@confirma/contracts/payments';
import {
  Box,
  Button,
  Collapse,
  Link,
  Stack,
  type SxProps,
  type Theme,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { isResumable, isWaitingTransfer, orderStatusKey } from './order-helpers';
import { TransferInstructions } from './transfer-instructions';

const pdfOf = (invoiceId: string) => `/api/invoices/${encodeURIComponent(invoiceId)}/pdf`;

/** What a buyer can do with an order of Compras. */
export interface TPurchaseActions {
  busy: boolean;
  onResume: (order: TOrder) => void;
  onCancel: (order: TOrder) => void;
}

/** An order's transfer instructions shown or hidden: the row's (or card's) own state. */
export function usePurchaseDetails(order: TOrder) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return { open, id, toggle: () => setOpen((value) => !value), shown: isWaitingTransfer(order) };
}
export type TPurchaseDetails = ReturnType<typeof usePurchaseDetails>;

/** Its state ("Caducado" when it expired unpaid) and, while open, until when. */
export function PurchaseState({ order }: { order: TOrder }) {
  const { t } = useTranslation('payments');
  const format = useLocaleFormat();
  return (
    <>
      {t(`status.${orderStatusKey(order)}`)}
      {(isWaitingTransfer(order) || isResumable(order)) && order.expiresAt && (
        <Typography variant="body2" color="text.secondary">
          {t('purchases.expiresOn', {
            date: format.shortDate(order.expiresAt),
          })}
        </Typography>
      )}
    </>
  );
}

/** Who bought it for the organisation, when it was another member (or one since erased). */
export function PurchaseBuyer({ order }: { order: TOrder }) {
  const { t } = useTranslation('payments');
  if (!order.boughtBy) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="purchase-buyer">
      {order.boughtBy.name
        ? t('purchases.boughtBy', { name: order.boughtBy.name })
        : t('purchases.boughtByErased')}
    </Typography>
  );
}

/** The invoice and, once refunded, the credit note. */
export function PurchaseDocuments({ order }: { order: TOrder }) {
  const { t } = useTranslation('payments');
  if (!order.invoiceId && !order.creditNoteId) return null;
  return (
    <Stack spacing={0.5}>
      {order.invoiceId && (
        <Link href={pdfOf(order.invoiceId)} data-testid="purchase-invoice">
          {t('purchases.download')}
        </Link>
      )}
      {order.creditNoteId && (
        <Link href={pdfOf(order.creditNoteId)} data-testid="purchase-credit-note">
          {t('purchases.creditNote')}
        </Link>
      )}
    </Stack>
  );
}

/** A waiting transfer's instructions again; an open checkout continued or cancelled. */
export function PurchaseButtons({
  order,
  details,
  busy,
  onResume,
  onCancel,
}: { order: TOrder; details: TPurchaseDetails } & TPurchaseActions) {
  const { t } = useTranslation('payments');
  const resumable = isResumable(order);
  if (!details.shown && !resumable) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {details.shown && (
        <Button
          size="small"
          aria-expanded={details.open}
          aria-controls={details.id}
          onClick={details.toggle}
          data-testid="purchase-details"
        >
          {details.open ? t('purchases.hideDetails') : t('purchases.details')}
        </Button>
      )}
      {resumable && (
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          onClick={() => onResume(order)}
          data-testid="purchase-resume"
        >
          {t('purchases.resume')}
        </Button>
      )}
      <Button
        size="small"
        color="inherit"
        disabled={busy}
        onClick={() => onCancel(order)}
        data-testid="purchase-cancel"
      >
        {t('purchases.cancel')}
      </Button>
    </Stack>
  );
}

/** The transfer's instructions, unfolded by the details button. */
export function PurchaseTransfer({
  order,
  details,
  sx,
}: {
  order: TOrder;
  details: TPurchaseDetails;
  sx?: SxProps<Theme>;
}) {
  if (!details.shown || !order.transfer) return null;
  return (
    <Collapse in={details.open} unmountOnExit>
      <Box id={details.id} sx={[{ py: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}>
        <TransferInstructions transfer={order.transfer} />
      </Box>
    </Collapse>
  );
}
