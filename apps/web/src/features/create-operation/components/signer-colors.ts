/**
 * One colour per signer of a request, in the document view, on its boxes and their tags and
 * beside its card: dark enough for white words on them (4.5:1 at least), apart from each
 * other. Ten, the most signers a request has.
 */
const SIGNER_COLORS = [
  '#1565c0',
  '#c62828',
  '#2e7d32',
  '#6a1b9a',
  '#b45309',
  '#00695c',
  '#ad1457',
  '#4e342e',
  '#283593',
  '#37474f',
] as const;

export const signerColor = (index: number): string =>
  SIGNER_COLORS[index % SIGNER_COLORS.length] ?? SIGNER_COLORS[0];
