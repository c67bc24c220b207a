import { verify } from 'node:crypto';
import {
  child,
  children,
  content,
  encoded,
  parseDer,
  readOid,
  type TDerNode,
} from '../der/der-reader.ts';
import { OID } from '../der/oids.ts';
import { parseCertificate, type TCertificateInfo } from '../pki/certificate-info.ts';
import { signingCertificateV2 } from './build-signed-data.ts';

export interface TParsedSignedData {
  eContentType: string;
  eContent?: Uint8Array;
  /** The SignerInfo's digest and signature algorithms (OIDs). */
  digestAlgorithm: string;
  signatureAlgorithm: string;
  certificates: TCertificateInfo[];
  issuerDer: Uint8Array;
  serialDer: Uint8Array;
  /**
   * The signed attributes re-tagged as SET OF: the exact bytes the signature covers. Null
   * when the SignerInfo has none, as older tools sign: the signature is then over the
   * signed content itself (RFC 5652 5.4).
   */
  signedAttributes: Uint8Array | null;
  attributes: Map<string, TDerNode>;
  unsignedAttributes: Map<string, TDerNode>;
  signature: Uint8Array;
}

/** Attributes by type, each to its first value. */
function attributeMap(node: TDerNode | undefined): Map<string, TDerNode> {
  const map = new Map<string, TDerNode>();
  for (const item of node ? children(node) : []) {
    map.set(readOid(child(item, 0)), child(child(item, 1), 0));
  }
  return map;
}

/**
 * Reads a ContentInfo holding a SignedData with one SignerInfo (ours, TSA tokens, and any
 * PDF signature, with or without signed attributes).
 * `readCertificate`: how its certificates are read (a caller that knows most of them
 * already can skip parsing them again).
 */
export function parseSignedData(
  contentInfo: Uint8Array,
  readCertificate: (der: Uint8Array) => TCertificateInfo = parseCertificate,
): TParsedSignedData {
  const root = parseDer(contentInfo);
  if (readOid(child(root, 0)) !== OID.signedData) throw new Error('not a SignedData');
  const parts = children(child(child(root, 1, 0xa0), 0, 0x30));
  const encap = parts[2];
  const signerInfos = parts.at(-1);
  if (!encap || !signerInfos) throw new Error('truncated SignedData');
  const certificateSet = parts.find((part) => part.tag === 0xa0);
  const eContent = children(encap)[1];
  const signerInfo = child(signerInfos, 0);
  const fields = children(signerInfo);
  const signedNode = fields.find((field) => field.tag === 0xa0);
  const unsignedNode = fields.find((field) => field.tag === 0xa1);
  const sid = child(signerInfo, 1, 0x30);
  const signatureAt = fields.findIndex((field, index) => index > 3 && field.tag === 0x04);
  const signatureNode = fields[signatureAt];
  const signatureAlgorithm = fields[signatureAt - 1];
  if (!signatureNode || !signatureAlgorithm) throw new Error('truncated SignerInfo');
  const signedAttributes = signedNode ? Uint8Array.from(encoded(signedNode)) : null;
  if (signedAttributes) signedAttributes[0] = 0x31;
  return {
    eContentType: readOid(child(encap, 0)),
    eContent: eContent ? content(child(eContent, 0, 0x04)) : undefined,
    digestAlgorithm: readOid(child(child(signerInfo, 2, 0x30), 0)),
    signatureAlgorithm: readOid(child(signatureAlgorithm, 0)),
    certificates: certificateSet
      ? children(certificateSet).map((c) => readCertificate(encoded(c)))
      : [],
    issuerDer: encoded(child(sid, 0)),
    serialDer: encoded(child(sid, 1)),
    signedAttributes,
    attributes: attributeMap(signedNode),
    unsignedAttributes: attributeMap(unsignedNode),
    signature: content(signatureNode),
  };
}

const same = (a: Uint8Array, b: Uint8Array) => Buffer.compare(a, b) === 0;

/**
 * Checks the SignerInfo against a content digest: messageDigest matches, the
 * signing-certificate-v2 names the signer's certificate, and the signature over the
 * signed attributes verifies with its public key. Returns the signer certificate.
 */
export function verifySignerInfo(
  parsed: TParsedSignedData,
  contentDigest: Uint8Array,
  candidates: TCertificateInfo[] = [],
): TCertificateInfo {
  const signer = [...parsed.certificates, ...candidates].find(
    (c) => same(c.issuerDer, parsed.issuerDer) && same(c.serialDer, parsed.serialDer),
  );
  if (!signer) throw new Error('signer certificate not found');
  if (!parsed.signedAttributes) throw new Error('SignerInfo without signed attributes');
  const digest = parsed.attributes.get(OID.messageDigest);
  if (!digest || !same(content(digest), contentDigest)) throw new Error('messageDigest mismatch');
  const essCertId = parsed.attributes.get(OID.signingCertificateV2);
  if (!essCertId || !same(encoded(essCertId), signingCertificateV2(signer))) {
    throw new Error('signing-certificate-v2 does not match the signer');
  }
  if (!verify('sha256', parsed.signedAttributes, signer.publicKey, parsed.signature)) {
    throw new Error('signature does not verify');
  }
  return signer;
}
