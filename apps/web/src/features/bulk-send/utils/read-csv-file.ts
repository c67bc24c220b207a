import { BULK_SEND_LIMITS } from '@confirma/contracts/bulk-sends';

export type TCsvFileProblem = 'tooLarge' | 'notText';

/**
 * A picked CSV file's text: UTF-8 (with or without a byte-order mark, dropped), or else
 * Windows-1252, which Spanish and Italian Excel write for "CSV
 * (delimitado por comas)". Refused: a file over the server's limit, or one that is not text
 * (a NUL byte: a spreadsheet's .xlsx, an image).
 */
export async function readCsvFile(
  file: Blob,
): Promise<{ text: string } | { problem: TCsvFileProblem }> {
  if (file.size > BULK_SEND_LIMITS.csvMaxChars * 2) return { problem: 'tooLarge' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.includes(0)) return { problem: 'notText' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  if (text.length > BULK_SEND_LIMITS.csvMaxChars) return { problem: 'tooLarge' };
  if (text.trim() === '') return { problem: 'notText' };
  return { text };
}
