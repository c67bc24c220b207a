import type { TOrder } from '@confirma/contracts/payments';

/** Orders still waiting for the money. */
export const OPEN_STATUSES = new Set<TOrder['status']>(['PENDING', 'REQUIRES_ACTION']);

/**
 * The key of the order's state under `payments:status`: a CANCELED order that expired
 * unpaid (its `failureMessage` says so: `checkout-expired`, `transfer-expired`) is EXPIRED,
 * "Caducado"; the others are their status.
 */
export function orderStatusKey(order: Pick<TOrder, 'status' | 'failureMessage'>): string {
  if (order.status === 'CANCELED' && order.failureMessage?.endsWith('-expired')) return 'EXPIRED';
  return order.status;
}

/** A card or wallet order the buyer can take up again (resume) or drop (cancel). */
export function isResumable(order: TOrder, now = Date.now()): boolean {
  return (
    order.method !== 'transfer' &&
    OPEN_STATUSES.has(order.status) &&
    (order.expiresAt === null || new Date(order.expiresAt).getTime() > now)
  );
}

/** A transfer still waiting for the money: its instructions are shown again. */
export function isWaitingTransfer(order: TOrder): boolean {
  return order.method === 'transfer' && order.status === 'PENDING' && order.transfer !== null;
}

const RETURN_KEY = 'confirma.payments.returnTo.';

/**
 * Where to go back after paying an order (a hash route such as `/createsignpage?…`), kept
 * in the tab's session storage across the provider's page. Only an in-app path is taken.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  return value.length <= 1000 ? value : null;
}

export function rememberReturnTo(orderId: string, returnTo: string | null) {
  const safe = safeReturnTo(returnTo);
  if (!safe) return;
  try {
    window.sessionStorage.setItem(RETURN_KEY + orderId, safe);
  } catch {
    // Storage refused (private mode): the buyer goes back by hand.
  }
}

export function recallReturnTo(orderId: string): string | null {
  try {
    return safeReturnTo(window.sessionStorage.getItem(RETURN_KEY + orderId));
  } catch {
    return null;
  }
}

export function forgetReturnTo(orderId: string) {
  try {
    window.sessionStorage.removeItem(RETURN_KEY + orderId);
  } catch {
    // Nothing kept.
  }
}
