/** The parts of PayPal's Orders v2 and Payments v2 resources this adapter reads. */

export interface TPayPalMoney {
  currency_code: string;
  /** A decimal string: '10.00'. */
  value: string;
}

export interface TPayPalLink {
  href: string;
  rel: string;
  method?: string;
}

export interface TPayPalCapture {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'FAILED';
  status_details?: { reason?: string };
  amount?: TPayPalMoney;
  custom_id?: string;
  supplementary_data?: { related_ids?: { order_id?: string } };
  create_time?: string;
  links?: TPayPalLink[];
}

export interface TPayPalRefund {
  id: string;
  status: 'CANCELLED' | 'FAILED' | 'PENDING' | 'COMPLETED';
  status_details?: { reason?: string };
  amount?: TPayPalMoney;
  custom_id?: string;
  seller_payable_breakdown?: { total_refunded_amount?: TPayPalMoney };
  links?: TPayPalLink[];
}

export interface TPayPalOrder {
  id: string;
  intent?: 'CAPTURE' | 'AUTHORIZE';
  status: 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';
  purchase_units?: {
    reference_id?: string;
    custom_id?: string;
    amount?: TPayPalMoney;
    payments?: { captures?: TPayPalCapture[]; refunds?: TPayPalRefund[] };
  }[];
  links?: TPayPalLink[];
}

export interface TPayPalDispute {
  dispute_id: string;
  reason?: string;
  status?: string;
  dispute_amount?: TPayPalMoney;
  disputed_transactions?: { seller_transaction_id?: string; custom?: string }[];
}

/** A webhook notification: `resource` is the capture, refund, order or dispute. */
export interface TPayPalWebhook {
  id: string;
  event_type: string;
  create_time?: string;
  resource_type?: string;
  resource?: Record<string, unknown>;
}

/** '10.00' -> 1000; refuses anything that is not a plain amount with at most two decimals. */
export function toCents(money: TPayPalMoney | undefined): number | null {
  if (!money) return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(money.value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1000 -> '10.00' (euro amounts). */
export function fromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
