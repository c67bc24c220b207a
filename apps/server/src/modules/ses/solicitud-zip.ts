import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

/** The name of the one entry of the ZIP; the service reads the first entry, whatever its name. */
const ENTRY_NAME = 'solicitud.xml';

/**
 * The `<solicitud>` of a comunicacionRequest: the request XML as the one entry of a ZIP
 * archive (deflated), in base64. The entry's time is fixed, so the same XML always gives the
 * same bytes (a message can be stored and compared).
 */
export function packSolicitud(xml: string): string {
  const zip = zipSync(
    { [ENTRY_NAME]: [strToU8(xml), { level: 6, mtime: new Date('2000-01-01T00:00:00Z') }] },
    {},
  );
  return Buffer.from(zip).toString('base64');
}

/**
 * The XML inside a `<solicitud>`: base64, then the ZIP's single entry as UTF-8. Throws on
 * anything else (not base64, not a ZIP, no entry or more than one).
 */
export function unpackSolicitud(solicitud: string): string {
  const compact = solicitud.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) throw new Error('The solicitud is not base64');
  const entries = unzipSync(new Uint8Array(Buffer.from(compact, 'base64')));
  const files = Object.entries(entries).filter(([name]) => !name.endsWith('/'));
  if (files.length !== 1) {
    throw new Error(`The solicitud's ZIP holds ${files.length} files, not one`);
  }
  return strFromU8((files[0] as [string, Uint8Array])[1]);
}
