import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildParteXml } from './build-parte-xml.ts';
import { packSolicitud, unpackSolicitud } from './solicitud-zip.ts';
import { parteOf, SPANISH_GUEST } from './testing/parte-fixtures.ts';

describe('packSolicitud / unpackSolicitud', () => {
  it('round-trips a parte through a one-entry ZIP in base64, byte for byte', () => {
    const xml = buildParteXml(parteOf([SPANISH_GUEST]));
    const solicitud = packSolicitud(xml);
    expect(solicitud).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const entries = unzipSync(new Uint8Array(Buffer.from(solicitud, 'base64')));
    expect(Object.keys(entries)).toEqual(['solicitud.xml']);
    expect(unpackSolicitud(solicitud)).toBe(xml);
    expect(packSolicitud(xml)).toBe(solicitud);
  });

  it('reads a solicitud wrapped over several lines', () => {
    const solicitud = packSolicitud('<a>ñ</a>').replace(/(.{20})/g, '$1\n');
    expect(unpackSolicitud(solicitud)).toBe('<a>ñ</a>');
  });

  it('refuses what is not base64, not a ZIP, or a ZIP of two files', () => {
    expect(() => unpackSolicitud('not base64!')).toThrow(/base64/);
    expect(() => unpackSolicitud(Buffer.from('plain').toString('base64'))).toThrow();
    const two = zipSync({ 'a.xml': new Uint8Array([60]), 'b.xml': new Uint8Array([60]) });
    expect(() => unpackSolicitud(Buffer.from(two).toString('base64'))).toThrow(/2 files/);
  });
});
