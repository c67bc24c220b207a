import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * A software passkey for API tests: an ES256 key pair that answers WebAuthn's two
 * ceremonies as a platform authenticator would ('none' attestation), with the user verified
 * or not (`userVerified`: false, as a security key without a PIN).
 */

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** The CBOR of what WebAuthn needs: maps, byte and text strings, small integers. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number) =>
    length < 24
      ? Buffer.from([(major << 5) | length])
      : length < 256
        ? Buffer.from([(major << 5) | 24, length])
        : Buffer.from([(major << 5) | 25, length >> 8, length & 255]);
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value] : Object.entries(value as object);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)]),
  ]);
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

export function softPasskey({
  origin,
  userVerified = true,
}: {
  origin: string;
  userVerified?: boolean;
}) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const rpIdHash = sha256(new URL(origin).hostname);
  const flagsOf = (verified: boolean) => FLAG_USER_PRESENT | (verified ? FLAG_USER_VERIFIED : 0);
  let counter = 0;
  const counterBytes = () => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(counter);
    return bytes;
  };
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id: b64url(credentialId),
    /** The answer to /passkey/generate-register-options' options (`challenge`). */
    register(challenge: string) {
      const coseKey = new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]);
      const length = Buffer.from([credentialId.length >> 8, credentialId.length & 255]);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([flagsOf(userVerified) | FLAG_ATTESTED_DATA]),
        counterBytes(),
        Buffer.alloc(16),
        length,
        credentialId,
        cbor(coseKey),
      ]);
      const attestationObject = cbor({ fmt: 'none', attStmt: new Map(), authData });
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    /**
     * The answer to /passkey/generate-authenticate-options' options (`challenge`), the user
     * verified as the passkey was made unless `verified` says otherwise.
     */
    authenticate(challenge: string, verified = userVerified) {
      counter += 1;
      const authData = Buffer.concat([rpIdHash, Buffer.from([flagsOf(verified)]), counterBytes()]);
      const data = clientData('webauthn.get', challenge);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
