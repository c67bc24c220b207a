import type { TDssContents } from './read-dss.ts';
import { pathCovered } from './revocation.ts';
import type { TCheckedSignature, TPadesLevel } from './verification-types.ts';

/**
 * The PAdES baseline level of a file (EN 319 142-1 6.3): B-B signed; B-T every signature
 * with a valid signature time stamp; B-LT plus a DSS with the status of every
 * certificate of each signature's path and of its time stamp's TSA; B-LTA plus a valid
 * document time stamp over that DSS. Null without a signature.
 */
export function padesLevel(
  checked: TCheckedSignature[],
  dss: TDssContents | null,
): TPadesLevel | null {
  const signatures = checked.filter((item) => item.check.kind === 'signature');
  if (signatures.length === 0) return null;
  if (!signatures.every((item) => item.check.timeStamp?.valid)) return 'B-B';
  const covered = signatures.every((item) =>
    item.paths.every((path) => pathCovered(path, dss, item.at)),
  );
  if (!dss || !covered) return 'B-T';
  const archived = checked.some(
    ({ check }) =>
      check.kind === 'document-time-stamp' &&
      check.integrity &&
      check.signatureValid &&
      check.byteRange[1] > dss.offset,
  );
  return archived ? 'B-LTA' : 'B-LT';
}
