import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildParteXml,
  createSesClient,
  packSolicitud,
  parseComunicacionAnswer,
  SesError,
  sesErrorKey,
  soapComunicacion,
  type TSesClientOptions,
} from '../src/modules/ses/index.ts';
import {
  FOREIGN_GUEST,
  MINOR_GUEST,
  parteOf,
  SPANISH_GUEST,
} from '../src/modules/ses/testing/parte-fixtures.ts';
import { startSesSimulator, type TSesSimulator } from './support/ses-simulator.ts';

const CREDENTIALS = { username: 'B00000000WS', password: 'Secret-123' };
const LANDLORD = '0000000009';

let sim: TSesSimulator;
const clientOptions = (overrides: Partial<TSesClientOptions> = {}): TSesClientOptions => ({
  endpoint: sim.url,
  ...CREDENTIALS,
  codigoArrendador: LANDLORD,
  timeoutMs: 5_000,
  ...overrides,
});

const failureOf = async (promise: Promise<unknown>): Promise<SesError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof SesError)) throw new Error(`expected a SesError, got ${String(error)}`);
  return error;
};

beforeAll(async () => {
  sim = await startSesSimulator({
    ...CREDENTIALS,
    codigoArrendador: LANDLORD,
    establishments: ['0000000001'],
  });
});
afterAll(async () => {
  await sim.close();
});

describe('the SES client against the simulator', () => {
  it('sends a parte that is accepted with a lote, then processed with a communication code', async () => {
    const client = createSesClient(clientOptions());
    const xml = buildParteXml(parteOf([SPANISH_GUEST], { personCount: 1, reference: 'ACC-1' }));
    const answer = await client.communicate('PV', xml);
    expect(answer).toEqual({ codigo: 0, descripcion: 'Ok', lote: expect.any(String) });
    const arrived = sim.received.at(-1);
    expect(arrived).toMatchObject({
      operation: 'comunicacion',
      codigoArrendador: LANDLORD,
      tipoOperacion: 'A',
      tipoComunicacion: 'PV',
      xml,
      lote: answer.lote,
    });
    const result = await client.queryLote(answer.lote);
    expect(result).toMatchObject({ lote: answer.lote, state: 'DONE', stateCode: 1 });
    expect(result.records).toEqual([{ order: 1, communicationCode: expect.any(String) }]);
  });

  it('reports per record: one communication accepted, one breaking a rule with its error', async () => {
    const client = createSesClient(clientOptions());
    const { kinship: _k, ...child } = MINOR_GUEST;
    const xml = buildParteXml([
      parteOf([FOREIGN_GUEST], { reference: 'ACC-2' }),
      parteOf([SPANISH_GUEST, child], { reference: 'ACC-3' }),
    ]);
    const { lote } = await client.communicate('PV', xml);
    const result = await client.queryLote(lote);
    expect(result.state).toBe('DONE');
    expect(result.stateCode).toBe(6);
    expect(result.records).toEqual([
      { order: 1, communicationCode: expect.any(String) },
      { order: 2, errorType: 'DATOS', error: expect.stringMatching(/parentesco/) },
    ]);
    expect(sesErrorKey(undefined, result.records[1]?.error)).toBe('data');
  });

  it('tells an unknown establishment and a contract already communicated, per record', async () => {
    const client = createSesClient(clientOptions());
    const stranger = {
      ...parteOf([FOREIGN_GUEST], { reference: 'ACC-4' }),
      establishmentCode: '0000000777',
    };
    const first = await client.queryLote(
      (await client.communicate('PV', buildParteXml(stranger))).lote,
    );
    expect(sesErrorKey(undefined, first.records[0]?.error)).toBe('establishment');
    const again = buildParteXml(parteOf([SPANISH_GUEST], { personCount: 1, reference: 'ACC-1' }));
    const second = await client.queryLote((await client.communicate('PV', again)).lote);
    expect(sesErrorKey(undefined, second.records[0]?.error)).toBe('duplicate');
  });

  it('answers a schema-invalid message with a non-zero codigo and the schema error', async () => {
    const broken = buildParteXml(parteOf([SPANISH_GUEST])).replace(
      /<pais>ESP<\/pais>/,
      '<pais>ES</pais>',
    );
    const response = await fetch(sim.url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${CREDENTIALS.username}:${CREDENTIALS.password}`).toString('base64')}`,
        'content-type': 'text/xml; charset=utf-8',
      },
      body: soapComunicacion({
        codigoArrendador: LANDLORD,
        aplicacion: 'test',
        tipoOperacion: 'A',
        tipoComunicacion: 'PV',
        solicitud: packSolicitud(broken),
      }),
    });
    const answer = parseComunicacionAnswer(await response.text());
    expect(answer.codigo).toBe(109);
    expect(answer.descripcion).toMatch(/^Formato de solicitud incorrecto: .*pais/);
    expect(answer.lote).toBeUndefined();
    expect(sesErrorKey(answer.codigo, answer.descripcion)).toBe('schema');
  });

  it('never sends what fails the schema: the client refuses it first', async () => {
    const before = sim.received.length;
    const broken = buildParteXml(parteOf([SPANISH_GUEST])).replace(
      /<fechaNacimiento>[^<]*<\/fechaNacimiento>/,
      '',
    );
    const error = await failureOf(createSesClient(clientOptions()).communicate('PV', broken));
    expect([error.failure, error.retryable, error.key]).toEqual(['schema', false, 'schema']);
    expect(error.description).toMatch(/fechaNacimiento/);
    expect(sim.received.length).toBe(before);
  });

  it('refuses another landlord code in the cabecera, not retryable', async () => {
    const client = createSesClient(clientOptions({ codigoArrendador: '0000000123' }));
    const error = await failureOf(
      client.communicate('PV', buildParteXml(parteOf([FOREIGN_GUEST]))),
    );
    expect([error.failure, error.retryable, error.codigo, error.key]).toEqual([
      'refused',
      false,
      901,
      'establishment',
    ]);
  });

  it('refuses bad credentials with 401: a refusal, not retryable', async () => {
    const client = createSesClient(clientOptions({ password: 'wrong' }));
    const error = await failureOf(client.queryLote('any'));
    expect([error.failure, error.retryable, error.httpStatus, error.key]).toEqual([
      'credentials',
      false,
      401,
      'credentials',
    ]);
    sim.failNext('credentials');
    const scripted = await failureOf(createSesClient(clientOptions()).queryLote('any'));
    expect(scripted.failure).toBe('credentials');
  });

  it('takes an HTTP 500 as retryable, and the same message then goes through', async () => {
    const client = createSesClient(clientOptions());
    const xml = buildParteXml(parteOf([FOREIGN_GUEST], { reference: 'ACC-5' }));
    sim.failNext('http500');
    const error = await failureOf(client.communicate('PV', xml));
    expect([error.failure, error.retryable, error.httpStatus, error.key]).toEqual([
      'unavailable',
      true,
      500,
      'unavailable',
    ]);
    expect((await client.communicate('PV', xml)).codigo).toBe(0);
  });

  it('takes a timeout as retryable', async () => {
    sim.failNext('timeout');
    const client = createSesClient(clientOptions({ timeoutMs: 300 }));
    const error = await failureOf(client.queryLote('any'));
    expect([error.failure, error.retryable]).toEqual(['timeout', true]);
  });

  it('takes an unreachable service as retryable', async () => {
    const client = createSesClient(clientOptions({ endpoint: 'http://127.0.0.1:1/ws' }));
    const error = await failureOf(client.queryLote('any'));
    expect([error.failure, error.retryable]).toEqual(['network', true]);
  });

  it('says what arrived as JSON at GET /received', async () => {
    const response = await fetch(new URL('/received', sim.url));
    const list = (await response.json()) as Array<{ operation: string }>;
    expect(list.length).toBe(sim.received.length);
    expect(list.some((r) => r.operation === 'consultaLote')).toBe(true);
  });
});

describe('a lote not processed yet', () => {
  it('is PENDING until the simulator processes it', async () => {
    const slow = await startSesSimulator({ ...CREDENTIALS, pendingQueries: 1 });
    try {
      const client = createSesClient({ ...clientOptions(), endpoint: slow.url });
      const { lote } = await client.communicate('PV', buildParteXml(parteOf([FOREIGN_GUEST])));
      expect(await client.queryLote(lote)).toMatchObject({
        state: 'PENDING',
        stateCode: 5,
        records: [],
      });
      expect(await client.queryLote(lote)).toMatchObject({ state: 'DONE', stateCode: 1 });
    } finally {
      await slow.close();
    }
  });
});
