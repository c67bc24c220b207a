import { children, encoded, parseDer, readInt, readOid, type TDerNode } from '../der/der-reader.ts';
import { int, namedBits, seq, utf8 } from '../der/der-writer.ts';
import { OID } from '../der/oids.ts';
import type { TCertifiedKey } from '../pki/pki-types.ts';
import { createTimeStampToken, HASHES, type THashName } from './create-time-stamp-token.ts';

/** PKIFailureInfo bits (RFC 3161 2.4.2). */
const FAILURE = {
  badAlg: 0,
  badRequest: 2,
  badDataFormat: 5,
  unacceptedPolicy: 15,
  unacceptedExtension: 16,
  systemFailure: 25,
} as const;

class Rejection extends Error {
  constructor(
    readonly bit: number,
    message: string,
  ) {
    super(message);
  }
}

/** PKIStatusInfo with status rejection(2), a statusString and the failure bit. */
function rejection(bit: number, text: string): Uint8Array {
  return seq(seq(int(2), seq(utf8(text)), namedBits([bit])));
}

interface TRequest {
  imprintDer: Uint8Array;
  hashAlgorithm: THashName;
  nonce?: bigint;
  certReq: boolean;
}

/**
 * TimeStampReq ::= SEQUENCE { version, messageImprint, reqPolicy OPTIONAL,
 * nonce OPTIONAL, certReq DEFAULT FALSE, extensions [0] OPTIONAL }.
 */
function readRequest(der: Uint8Array, policy: string): TRequest {
  let fields: TDerNode[];
  try {
    fields = children(parseDer(der));
  } catch {
    throw new Rejection(FAILURE.badDataFormat, 'malformed TimeStampReq');
  }
  const [version, imprint, ...rest] = fields;
  if (
    !version ||
    !imprint ||
    version.tag !== 0x02 ||
    readInt(version) !== 1n ||
    imprint.tag !== 0x30
  ) {
    throw new Rejection(FAILURE.badRequest, 'unsupported TimeStampReq version');
  }
  const [algorithm, hashed] = children(imprint);
  const algorithmOid = algorithm?.tag === 0x30 ? readOid(children(algorithm)[0] ?? algorithm) : '';
  const entry = Object.entries(HASHES).find(([, hash]) => hash.oid === algorithmOid);
  const length = hashed && hashed.tag === 0x04 ? hashed.end - hashed.contentStart : -1;
  if (!entry || length !== entry[1].length)
    throw new Rejection(FAILURE.badAlg, 'hash must be SHA-256/384/512');
  const requestedPolicy = rest.find((node) => node.tag === 0x06);
  if (requestedPolicy && readOid(requestedPolicy) !== policy) {
    throw new Rejection(FAILURE.unacceptedPolicy, 'policy not supported');
  }
  if (rest.some((node) => node.tag === 0xa0))
    throw new Rejection(FAILURE.unacceptedExtension, 'no extensions');
  const nonce = rest.find((node) => node.tag === 0x02);
  const certReq = rest.find((node) => node.tag === 0x01);
  return {
    imprintDer: encoded(imprint),
    hashAlgorithm: entry[0] as THashName,
    nonce: nonce ? readInt(nonce) : undefined,
    certReq: certReq ? (certReq.bytes[certReq.contentStart] ?? 0) !== 0 : false,
  };
}

/**
 * The TSA's protocol endpoint: DER TimeStampReq in (application/timestamp-query), DER
 * TimeStampResp out (application/timestamp-reply). Bad requests get a rejection status,
 * not an exception, as RFC 3161 2.4.2 prescribes; the HTTP answer stays 200.
 */
export async function handleTimeStampRequest(
  tsa: TCertifiedKey,
  derTsq: Uint8Array,
  options: { policy?: string; now?: Date } = {},
): Promise<Uint8Array> {
  const policy = options.policy ?? OID.confirmaTsaPolicy;
  let request: TRequest;
  try {
    request = readRequest(derTsq, policy);
  } catch (error) {
    if (error instanceof Rejection) return rejection(error.bit, error.message);
    return rejection(FAILURE.badDataFormat, 'malformed TimeStampReq');
  }
  try {
    const token = await createTimeStampToken(tsa, {
      messageImprint: new Uint8Array(0),
      messageImprintDer: request.imprintDer,
      hashAlgorithm: request.hashAlgorithm,
      nonce: request.nonce,
      certReq: request.certReq,
      policy,
      now: options.now,
    });
    return seq(seq(int(0)), token); // status granted(0)
  } catch {
    return rejection(FAILURE.systemFailure, 'time-stamping failed');
  }
}
