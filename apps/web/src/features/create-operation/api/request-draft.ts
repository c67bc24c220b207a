import type { TSignatureRequestForm } from '@confirma/contracts/creation';

const KEY = 'confirma.requestDraft';
/** A picked PDF larger than this (base64 characters) is not kept: the tab's storage is small. */
const DOCUMENT_MAX = 2_000_000;

/** What was restored: the values, and whether the PDF had to be left out. */
export type TRestoredDraft = { values: TSignatureRequestForm; documentDropped: boolean };

/**
 * The request being written, kept in this tab while the sender is away (buying credits) and
 * given back when they return; cleared once sent or cleared. Only this tab reads it, and it
 * goes when the tab closes.
 */
export const requestDraft = {
  save(values: TSignatureRequestForm) {
    const documentDropped = (values.document?.b64.length ?? 0) > DOCUMENT_MAX;
    const kept = documentDropped ? { ...values, document: null } : values;
    try {
      window.sessionStorage.setItem(KEY, JSON.stringify({ values: kept, documentDropped }));
    } catch {
      // Storage full or refused: the draft is a convenience, the form still works.
    }
  },

  read(empty: TSignatureRequestForm): TRestoredDraft | null {
    let stored: unknown;
    try {
      stored = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    } catch {
      return null;
    }
    if (!isDraft(stored)) return null;
    const values = { ...empty, ...stored.values };
    return {
      // A draft kept before signers had fields gets none.
      values: {
        ...values,
        signers: values.signers.map((signer) => ({ ...signer, fields: signer.fields ?? [] })),
      },
      documentDropped: stored.documentDropped === true,
    };
  },

  clear() {
    window.sessionStorage.removeItem(KEY);
  },
};

function isDraft(
  value: unknown,
): value is { values: Partial<TSignatureRequestForm>; documentDropped?: boolean } {
  if (typeof value !== 'object' || value === null || !('values' in value)) return false;
  const values = (value as { values: unknown }).values;
  return (
    typeof values === 'object' &&
    values !== null &&
    Array.isArray((values as { signers?: unknown }).signers) &&
    (values as { signers: unknown[] }).signers.length > 0
  );
}
