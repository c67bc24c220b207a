import { describe, expect, it } from 'vitest';
import { parseComunicacionAnswer, parseConsultaLoteAnswer } from './parse-soap-answers.ts';
import { SesError } from './ses-error.ts';
import { sesErrorKey } from './ses-error-messages.ts';
import {
  comunicacionRequestXml,
  consultaLoteRequestXml,
  soapComunicacion,
} from './soap-envelopes.ts';
import { validateAgainstSchema } from './validate-against-schema.ts';

const soap = (body: string) =>
  `<?xml version="1.0"?><SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/"><SOAP-ENV:Body>${body}</SOAP-ENV:Body></SOAP-ENV:Envelope>`;
const NS = 'xmlns:ns3="http://www.soap.servicios.hospedajes.mir.es/comunicacion"';

const caught = (fn: () => unknown): SesError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof SesError) return error;
    throw error;
  }
  throw new Error('no SesError');
};

describe('the SOAP requests', () => {
  it('writes a comunicacion and a consultaLote the published schema accepts', async () => {
    const request = {
      codigoArrendador: '0000000001',
      aplicacion: 'Confirma & Co',
      tipoOperacion: 'A',
      tipoComunicacion: 'PV',
      solicitud: 'UEsDBA==',
    } as const;
    expect(await validateAgainstSchema(comunicacionRequestXml(request), 'comunicacion')).toEqual({
      valid: true,
    });
    expect(
      await validateAgainstSchema(consultaLoteRequestXml(['L1', 'L2']), 'comunicacion'),
    ).toEqual({ valid: true });
    expect(soapComunicacion(request)).toContain(
      '<soapenv:Body><com:comunicacionRequest xmlns:com="http://www.soap.servicios.hospedajes.mir.es/comunicacion"><peticion><cabecera><codigoArrendador>0000000001</codigoArrendador><aplicacion>Confirma &amp; Co</aplicacion><tipoOperacion>A</tipoOperacion><tipoComunicacion>PV</tipoComunicacion></cabecera><solicitud>UEsDBA==</solicitud>',
    );
  });
});

describe('parseComunicacionAnswer', () => {
  it('reads an acceptance with its lote, and codigoRetorno as some answers name it', () => {
    const ok = `<ns3:comunicacionResponse ${NS}><respuesta><codigo>0</codigo><descripcion>Ok</descripcion><lote>a1b2</lote></respuesta></ns3:comunicacionResponse>`;
    expect(parseComunicacionAnswer(soap(ok))).toEqual({
      codigo: 0,
      descripcion: 'Ok',
      lote: 'a1b2',
    });
    const retorno = ok.replaceAll('codigo>', 'codigoRetorno>');
    expect(parseComunicacionAnswer(soap(retorno)).codigo).toBe(0);
  });

  it('reads a refusal without lote', () => {
    const refused = `<ns3:comunicacionResponse ${NS}><respuesta><codigo>109</codigo><descripcion>Formato de solicitud incorrecto</descripcion></respuesta></ns3:comunicacionResponse>`;
    expect(parseComunicacionAnswer(soap(refused))).toEqual({
      codigo: 109,
      descripcion: 'Formato de solicitud incorrecto',
    });
  });

  it('throws a typed error on a SOAP fault: a Server fault is retryable, a Client one not', () => {
    const fault = (code: string) =>
      soap(
        `<SOAP-ENV:Fault><faultcode>SOAP-ENV:${code}</faultcode><faultstring>boom</faultstring></SOAP-ENV:Fault>`,
      );
    const server = caught(() => parseComunicacionAnswer(fault('Server')));
    expect([server.failure, server.retryable]).toEqual(['unavailable', true]);
    const client = caught(() => parseComunicacionAnswer(fault('Client')));
    expect([client.failure, client.retryable, client.description]).toEqual([
      'fault',
      false,
      'boom',
    ]);
  });

  it('throws a typed error on an unreadable answer', () => {
    for (const answer of [
      '<html>502 Bad Gateway',
      soap('<other/>'),
      soap(
        `<ns3:comunicacionResponse ${NS}><respuesta><codigo>x</codigo></respuesta></ns3:comunicacionResponse>`,
      ),
    ]) {
      expect(caught(() => parseComunicacionAnswer(answer)).failure).toBe('unreadable');
    }
  });
});

describe('parseConsultaLoteAnswer', () => {
  const lote = (state: number, records: string) =>
    `<resultado><lote>L1</lote><tipoComunicacion>PV</tipoComunicacion><tipoOperacion>A</tipoOperacion><fechaPeticion>2030-07-01T16:10:00</fechaPeticion><fechaProcesamiento>2030-07-01T16:11:00</fechaProcesamiento><codigoEstado>${state}</codigoEstado><descEstado>Lote tramitado con errores</descEstado><identificadorUsuario>U</identificadorUsuario><nombreUsuario>U</nombreUsuario><codigoArrendador>0000000001</codigoArrendador><aplicacion>Confirma</aplicacion>${records}</resultado>`;
  const answer = (body: string) =>
    soap(
      `<ns3:consultaLoteResponse ${NS}><respuesta><codigo>0</codigo><descripcion>Ok</descripcion></respuesta>${body}</ns3:consultaLoteResponse>`,
    );

  it('reads a processed lote with a code for one record and an error for another', () => {
    const records =
      '<resultadoComunicaciones><resultadoComunicacion><orden>1</orden><codigoComunicacion>C-1</codigoComunicacion></resultadoComunicacion>' +
      '<resutadoComunicacion><orden>2</orden><tipoError>DATOS</tipoError><error>No existe un establecimiento para ese código</error></resutadoComunicacion></resultadoComunicaciones>';
    const parsed = parseConsultaLoteAnswer(answer(lote(6, records)));
    expect(parsed.lotes).toEqual([
      {
        lote: 'L1',
        state: 'DONE',
        stateCode: 6,
        stateDescription: 'Lote tramitado con errores',
        records: [
          { order: 1, communicationCode: 'C-1' },
          { order: 2, errorType: 'DATOS', error: 'No existe un establecimiento para ese código' },
        ],
      },
    ]);
    expect(sesErrorKey(undefined, parsed.lotes[0]?.records[1]?.error)).toBe('establishment');
  });

  it('maps the lote states: 4 and 5 pending, 1 and 6 done, the rest an error', () => {
    const states = [1, 2, 3, 4, 5, 6].map(
      (s) => parseConsultaLoteAnswer(answer(lote(s, ''))).lotes[0]?.state,
    );
    expect(states).toEqual(['DONE', 'ERROR', 'ERROR', 'PENDING', 'PENDING', 'DONE']);
  });

  it('numbers records without orden by their place, and the published answer passes the schema', async () => {
    const records =
      '<resultadoComunicaciones><resultadoComunicacion><codigoComunicacion>C-9</codigoComunicacion></resultadoComunicacion></resultadoComunicaciones>';
    expect(parseConsultaLoteAnswer(answer(lote(1, records))).lotes[0]?.records).toEqual([
      { order: 1, communicationCode: 'C-9' },
    ]);
    const published = `<ns3:consultaLoteResponse ${NS}><respuesta><codigo>0</codigo><descripcion>Ok</descripcion></respuesta>${lote(1, '<resultadoComunicaciones><resultadoComunicacion><orden>1</orden><codigoComunicacion>C-9</codigoComunicacion></resultadoComunicacion></resultadoComunicaciones>')}</ns3:consultaLoteResponse>`;
    expect(await validateAgainstSchema(published, 'comunicacion')).toEqual({ valid: true });
  });
});

describe('sesErrorKey', () => {
  it('knows 109 by its code and the rest by their words', () => {
    expect(sesErrorKey(109, '')).toBe('schema');
    expect(sesErrorKey(7, 'Usuario o contraseña incorrectos')).toBe('credentials');
    expect(sesErrorKey(undefined, 'Comunicación duplicada')).toBe('duplicate');
    expect(sesErrorKey(undefined, 'El parentesco es obligatorio para un menor')).toBe('data');
    expect(sesErrorKey(99, 'Algo raro')).toBe('unknown');
  });
});
