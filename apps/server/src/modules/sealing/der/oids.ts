/** Object identifiers used by the sealing engine (X.509, CMS, ESS, RFC 3161, PAdES). */
export const OID = {
  sha256: '2.16.840.1.101.3.4.2.1',
  sha384: '2.16.840.1.101.3.4.2.2',
  sha512: '2.16.840.1.101.3.4.2.3',
  rsaEncryption: '1.2.840.113549.1.1.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  ecPublicKey: '1.2.840.10045.2.1',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  // CMS content types and attributes (RFC 5652, RFC 5035, RFC 3161)
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  // X.509 names and extensions (RFC 5280)
  commonName: '2.5.4.3',
  serialNumber: '2.5.4.5',
  organization: '2.5.4.10',
  country: '2.5.4.6',
  telephoneNumber: '2.5.4.20',
  emailAddress: '1.2.840.113549.1.9.1',
  subjectKeyIdentifier: '2.5.29.14',
  keyUsage: '2.5.29.15',
  basicConstraints: '2.5.29.19',
  authorityKeyIdentifier: '2.5.29.35',
  extKeyUsage: '2.5.29.37',
  subjectAltName: '2.5.29.17',
  certificatePolicies: '2.5.29.32',
  crlDistributionPoints: '2.5.29.31',
  crlNumber: '2.5.29.20',
  crlReason: '2.5.29.21',
  authorityInfoAccess: '1.3.6.1.5.5.7.1.1',
  adOcsp: '1.3.6.1.5.5.7.48.1',
  adCaIssuers: '1.3.6.1.5.5.7.48.2',
  // OCSP (RFC 6960)
  ocspBasic: '1.3.6.1.5.5.7.48.1.1',
  ocspNonce: '1.3.6.1.5.5.7.48.1.2',
  ocspNoCheck: '1.3.6.1.5.5.7.48.1.5',
  kpOcspSigning: '1.3.6.1.5.5.7.3.9',
  sha1: '1.3.14.3.2.26',
  kpEmailProtection: '1.3.6.1.5.5.7.3.4',
  kpTimeStamping: '1.3.6.1.5.5.7.3.8',
  kpDocumentSigning: '1.3.6.1.5.5.7.3.36',
  /**
   * The Confirma TSA policy. An OID under the UUID arc 2.25 (ITU-T X.667) needs no
   * registration and cannot collide; an operator with its own arc overrides it.
   */
  confirmaTsaPolicy: '2.25.82960191861611229106855486586747815045',
  /**
   * The policies of the one-time signer certificates, one per level of what was verified
   * before issuing, under their own UUID arc (generated once: cd4b00f2-8122-49ff-908f-
   * 9155d932ec53): .1 a one-time code (SMS OTP), .2 a handwritten signature, .3 a video
   * identification with every check the secure defaults require (face match, liveness)
   * passed by the automatic verdict, .4 the same identification whose verdict a person of
   * the sending business approved (REVIEW), .5 a video identification with the face match
   * or the liveness check not required by the sending business.
   */
  signerPolicyOtp: '2.25.272881180613478213661300036018304642131.1',
  signerPolicyHandwritten: '2.25.272881180613478213661300036018304642131.2',
  signerPolicyIdentification: '2.25.272881180613478213661300036018304642131.3',
  signerPolicyIdentificationReviewed: '2.25.272881180613478213661300036018304642131.4',
  signerPolicyIdentificationRelaxed: '2.25.272881180613478213661300036018304642131.5',
} as const;
