import {
  buildParteXml,
  checkParteRules,
  createSesClient,
  packSolicitud,
  resolveMunicipality,
  validateAgainstSchema,
} from '../apps/server/src/modules/ses/index.ts';
import {
  ESTABLISHMENT,
  FOREIGN_GUEST,
  parteOf,
  SPANISH_GUEST,
} from '../apps/server/src/modules/ses/testing/parte-fixtures.ts';
import { startSesSimulator } from '../apps/server/test/support/ses-simulator.ts';
import { median, percentile } from './stats.ts';
import type { TBenchResult } from './types.ts';

const SAMPLES = 200;
const ROUND_TRIPS = 50;
const WARMUP = 10;

/**
 * The communication of a parte to SES.HOSPEDAJES, without the Ministry: what the job does
 * before a parte leaves (the INE municipality found, the rules, the XML, the published
 * XSD's check with libxml2 as WebAssembly, the ZIP and base64), and a whole round trip to
 * the local simulator over HTTP (the SOAP alta with its schema check at both ends, then the
 * lote's query). The legal deadline is 24 hours and the job runs every minute: these
 * figures say how much of a run one parte costs, not whether it is on time.
 */
export async function sesCommunicationBench(): Promise<TBenchResult[]> {
  const partes = [parteOf([SPANISH_GUEST]), parteOf([FOREIGN_GUEST])];
  const prepare = async (i: number) => {
    const parte = partes[i % partes.length] ?? partes[0];
    if (!parte) throw new Error('no parte');
    resolveMunicipality({ postalCode: '41001', town: 'Sevilla' });
    if (checkParteRules(parte).length) throw new Error('a fixture breaks a rule');
    const xml = buildParteXml(parte);
    if (!(await validateAgainstSchema(xml, 'altaParteHospedaje')).valid) {
      throw new Error('a fixture fails the schema');
    }
    return packSolicitud(xml);
  };
  const prepared: number[] = [];
  for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
    const started = performance.now();
    await prepare(i);
    if (i >= WARMUP) prepared.push(performance.now() - started);
  }

  const credentials = { username: 'B12345678WS', password: 'Secreto-2026' };
  const simulator = await startSesSimulator({
    ...credentials,
    codigoArrendador: ESTABLISHMENT,
  });
  const rounds: number[] = [];
  try {
    const client = createSesClient({
      endpoint: simulator.url,
      ...credentials,
      codigoArrendador: ESTABLISHMENT,
      timeoutMs: 10_000,
    });
    for (let i = 0; i < WARMUP + ROUND_TRIPS; i += 1) {
      const parte = partes[i % partes.length] ?? partes[0];
      if (!parte) throw new Error('no parte');
      const xml = buildParteXml({
        ...parte,
        contract: { ...parte.contract, reference: `BENCH-${i}` },
      });
      const started = performance.now();
      const { lote } = await client.communicate('PV', xml);
      await client.queryLote(lote);
      if (i >= WARMUP) rounds.push(performance.now() - started);
    }
  } finally {
    await simulator.close();
  }
  return [
    {
      name: 'ses: prepare a parte (rules, XML, XSD, ZIP), p50',
      value: median(prepared),
      unit: 'ms',
    },
    { name: 'ses: prepare a parte, p95', value: percentile(prepared, 95), unit: 'ms' },
    { name: 'ses: alta + lote query to the simulator, p50', value: median(rounds), unit: 'ms' },
    {
      name: 'ses: alta + lote query to the simulator, p95',
      value: percentile(rounds, 95),
      unit: 'ms',
    },
  ];
}
