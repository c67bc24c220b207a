import { describe, expect, it } from 'vitest';
import { buildParteXml } from './build-parte-xml.ts';
import { FOREIGN_GUEST, MINOR_GUEST, parteOf, SPANISH_GUEST } from './testing/parte-fixtures.ts';
import { validateAgainstSchema } from './validate-against-schema.ts';

describe('buildParteXml', () => {
  it('writes a Spanish DNI guest in the schema order, escaped, and schema-valid', async () => {
    const xml = buildParteXml(parteOf([SPANISH_GUEST], { personCount: 1 }));
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><ns2:peticion xmlns:ns2="http:\/\/www.neg.hospedajes.mir.es\/altaParteHospedaje"><solicitud><codigoEstablecimiento>0000000001<\/codigoEstablecimiento><comunicacion><contrato>/,
    );
    expect(xml).toContain(
      '<referencia>RES-2030-0001</referencia><fechaContrato>2030-06-01</fechaContrato><fechaEntrada>2030-07-01T16:00:00</fechaEntrada><fechaSalida>2030-07-04T11:00:00</fechaSalida><numPersonas>1</numPersonas><numHabitaciones>1</numHabitaciones><internet>true</internet><pago><tipoPago>TARJT</tipoPago><fechaPago>2030-06-01</fechaPago><titular>Lucía Pérez &amp; Hijos &lt;S.L.&gt;</titular></pago></contrato>',
    );
    expect(xml).toContain(
      '<persona><rol>VI</rol><nombre>Lucía</nombre><apellido1>Pérez</apellido1><apellido2>O&apos;Donnell</apellido2><tipoDocumento>NIF</tipoDocumento><numeroDocumento>00000000T</numeroDocumento><soporteDocumento>AAA000000</soporteDocumento><fechaNacimiento>1985-03-14</fechaNacimiento><nacionalidad>ESP</nacionalidad><sexo>M</sexo>',
    );
    expect(xml).toContain(
      '<direccion><direccion>Calle Mayor 1, 3º B</direccion><codigoMunicipio>28079</codigoMunicipio><codigoPostal>28013</codigoPostal><pais>ESP</pais></direccion><telefono>+34 600 000 000</telefono><correo>lucia@example.invalid</correo></persona>',
    );
    expect(await validateAgainstSchema(xml, 'altaParteHospedaje')).toEqual({ valid: true });
  });

  it('writes a foreign passport guest with the municipality by name, schema-valid', async () => {
    const xml = buildParteXml(parteOf([FOREIGN_GUEST]));
    expect(xml).toContain('<tipoDocumento>PAS</tipoDocumento><numeroDocumento>C01X00T47');
    expect(xml).not.toContain('<soporteDocumento>');
    expect(xml).not.toContain('<apellido2>');
    expect(xml).toContain('<nombreMunicipio>Berlin</nombreMunicipio><codigoPostal>10117');
    expect(await validateAgainstSchema(xml, 'altaParteHospedaje')).toEqual({ valid: true });
  });

  it('writes an adult with a minor and the kinship, and several communications, schema-valid', async () => {
    const family = parteOf([SPANISH_GUEST, MINOR_GUEST]);
    const xml = buildParteXml([family, parteOf([FOREIGN_GUEST], { reference: 'RES-2' })]);
    expect(xml).toContain('<parentesco>HJ</parentesco></persona>');
    expect(xml.match(/<comunicacion>/g)).toHaveLength(2);
    expect(xml.match(/<codigoEstablecimiento>/g)).toHaveLength(1);
    expect(await validateAgainstSchema(xml, 'altaParteHospedaje')).toEqual({ valid: true });
  });

  it('drops characters XML cannot carry', () => {
    const xml = buildParteXml(parteOf([{ ...FOREIGN_GUEST, firstName: 'Jür\u0000gen\u0007' }]));
    expect(xml).toContain('<nombre>Jürgen</nombre>');
  });

  it('refuses communications of different establishments in one message', () => {
    const other = { ...parteOf([FOREIGN_GUEST]), establishmentCode: '0000000002' };
    expect(() => buildParteXml([parteOf([SPANISH_GUEST]), other])).toThrow(/establishment/);
  });
});

describe('validateAgainstSchema', () => {
  it('refuses a parte without a required element', async () => {
    const xml = buildParteXml(parteOf([SPANISH_GUEST])).replace(
      /<fechaNacimiento>[^<]*<\/fechaNacimiento>/,
      '',
    );
    const result = await validateAgainstSchema(xml, 'altaParteHospedaje');
    expect(result.valid).toBe(false);
    expect(result.valid ? [] : result.errors.join('\n')).toMatch(/fechaNacimiento/);
  });

  it('refuses a two-letter country code', async () => {
    const guest = { ...FOREIGN_GUEST, address: { ...FOREIGN_GUEST.address, country: 'DE' } };
    const result = await validateAgainstSchema(
      buildParteXml(parteOf([guest])),
      'altaParteHospedaje',
    );
    expect(result.valid).toBe(false);
    expect(result.valid ? '' : result.errors.join('\n')).toMatch(/pais/);
  });

  it('refuses a parte against the reservation schema', async () => {
    const xml = buildParteXml(parteOf([SPANISH_GUEST])).replaceAll(
      'altaParteHospedaje',
      'altaReservaHospedaje',
    );
    expect((await validateAgainstSchema(xml, 'altaReservaHospedaje')).valid).toBe(false);
  });
});
