import { createHash } from 'node:crypto';
import {
  child,
  children,
  content,
  parseDer,
  readInt,
  readOid,
  type TDerNode,
} from '../der/der-reader.ts';
import { explicit, int, nul, octets, oid, seq } from '../der/der-writer.ts';
import { OID } from '../der/oids.ts';
import { extension } from './certificate-extensions.ts';
import {
  publicKeyBits,
  serialHex,
  serialHexOf,
  type TCertificateInfo,
} from './certificate-info.ts';

/** The CertID hash algorithms we answer: SHA-1 (what most clients send) and SHA-256. */
export type TOcspHash = 'sha1' | 'sha256';
const HASH_OIDS: Record<TOcspHash, string> = { sha1: OID.sha1, sha256: OID.sha256 };
const HASH_LENGTH: Record<TOcspHash, number> = { sha1: 20, sha256: 32 };
/** More CertIDs than this in one request is not a validator's request. */
const MAX_REQUESTS = 32;

/** One CertID of a request: whom it asks about, by hashes of the issuer and the serial. */
export interface TOcspCertId {
  hashAlgorithm: TOcspHash;
  issuerNameHash: Uint8Array;
  issuerKeyHash: Uint8Array;
  /** The serial number, lowercase hexadecimal of whole octets (serialHex). */
  serialHex: string;
}

export interface TOcspRequest {
  requests: TOcspCertId[];
  /** The nonce extension's extnValue contents, echoed verbatim in the answer. */
  nonce?: Uint8Array;
}

/** A request that is not an OCSPRequest we can answer: malformedRequest. */
export class OcspRequestError extends Error {
  constructor(message: string) {
    super(`OCSP request: ${message}`);
    this.name = 'OcspRequestError';
  }
}

/** The CertID hashes of `issuer` (RFC 6960 4.1.1: its Name's DER, its key's bits). */
export function issuerHashes(issuer: TCertificateInfo, hash: TOcspHash) {
  const digest = (bytes: Uint8Array) => new Uint8Array(createHash(hash).update(bytes).digest());
  return {
    issuerNameHash: digest(issuer.subjectDer),
    issuerKeyHash: digest(publicKeyBits(issuer)),
  };
}

/** CertID ::= SEQUENCE { hashAlgorithm, issuerNameHash, issuerKeyHash, serialNumber }. */
export function certIdDer(id: TOcspCertId): Uint8Array {
  return seq(
    seq(oid(HASH_OIDS[id.hashAlgorithm]), nul()),
    octets(id.issuerNameHash),
    octets(id.issuerKeyHash),
    int(BigInt(`0x${id.serialHex}`)),
  );
}

function readCertId(node: TDerNode): TOcspCertId {
  const [algorithm, nameHash, keyHash, serial] = children(node);
  if (algorithm?.tag !== 0x30 || nameHash?.tag !== 0x04 || keyHash?.tag !== 0x04 || !serial) {
    throw new OcspRequestError('malformed CertID');
  }
  const algorithmOid = readOid(child(algorithm, 0));
  const hash = (Object.keys(HASH_OIDS) as TOcspHash[]).find((h) => HASH_OIDS[h] === algorithmOid);
  if (!hash) throw new OcspRequestError(`unsupported CertID hash ${algorithmOid}`);
  const [issuerNameHash, issuerKeyHash] = [content(nameHash), content(keyHash)];
  if (issuerNameHash.length !== HASH_LENGTH[hash] || issuerKeyHash.length !== HASH_LENGTH[hash]) {
    throw new OcspRequestError('CertID hash of the wrong length');
  }
  const value = readInt(serial);
  if (value < 0n) throw new OcspRequestError('negative serial number');
  return {
    hashAlgorithm: hash,
    issuerNameHash: Uint8Array.from(issuerNameHash),
    issuerKeyHash: Uint8Array.from(issuerKeyHash),
    serialHex: serialHex(value),
  };
}

/** The nonce among the request's extensions: the extnValue's contents, as sent. */
function readNonce(extensions: TDerNode): Uint8Array | undefined {
  for (const entry of children(child(extensions, 0, 0x30))) {
    const parts = children(entry);
    const value = parts[parts.length - 1];
    if (parts[0] && readOid(parts[0]) === OID.ocspNonce && value?.tag === 0x04) {
      return Uint8Array.from(content(value));
    }
  }
  return undefined;
}

function readTbsRequest(tbs: TDerNode): TOcspRequest {
  let requests: TOcspCertId[] | undefined;
  let nonce: Uint8Array | undefined;
  for (const field of children(tbs)) {
    if (field.tag === 0xa0 && readInt(child(field, 0)) !== 0n) {
      throw new OcspRequestError('unsupported version');
    } else if (field.tag === 0x30) {
      const list = children(field);
      if (list.length === 0 || list.length > MAX_REQUESTS) {
        throw new OcspRequestError(`${list.length} CertIDs`);
      }
      requests = list.map((request) => readCertId(child(request, 0, 0x30)));
    } else if (field.tag === 0xa2) {
      nonce = readNonce(field);
    }
  }
  if (!requests) throw new OcspRequestError('no requestList');
  return nonce ? { requests, nonce } : { requests };
}

/**
 * Reads a DER OCSPRequest (RFC 6960 4.1.1): its CertIDs (SHA-1 or SHA-256) and nonce. A
 * request signature, if any, is ignored: the answers are public. Throws OcspRequestError
 * for anything else.
 */
export function parseOcspRequest(der: Uint8Array): TOcspRequest {
  try {
    return readTbsRequest(child(parseDer(der), 0, 0x30));
  } catch (error) {
    if (error instanceof OcspRequestError) throw error;
    throw new OcspRequestError(String((error as Error).message ?? error));
  }
}

/**
 * An OCSPRequest for `certificate` issued by `issuer`, with a nonce (RFC 8954, as the
 * extnValue's OCTET STRING): what we send to another CA's responder.
 */
export function createOcspRequest(
  certificate: TCertificateInfo,
  issuer: TCertificateInfo,
  options: { nonce?: Uint8Array; hashAlgorithm?: TOcspHash } = {},
): Uint8Array {
  const hashAlgorithm = options.hashAlgorithm ?? 'sha1';
  const id = { hashAlgorithm, ...issuerHashes(issuer, hashAlgorithm) };
  const certId = certIdDer({ ...id, serialHex: serialHexOf(certificate) });
  const extensions =
    options.nonce && explicit(2, seq(extension(OID.ocspNonce, false, octets(options.nonce))));
  return seq(seq(seq(seq(certId)), extensions));
}
