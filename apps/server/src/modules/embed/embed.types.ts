import type { TOperationRow, TSignerRow } from '../operations/index.ts';

/** The signer an embedded page is opened for (`?token=` of `/embed/…`), and their operation. */
export interface TEmbedSigner {
  operation: TOperationRow;
  signer: TSignerRow;
  /** The signer token itself: the page hands it to the web client, as a signing link does. */
  token: string;
}
