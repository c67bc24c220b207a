import type {
  TOperationDetail,
  TOperationSummary,
  TTimelineEvent,
  TWorkspaceSigner,
} from '@confirma/contracts/workspace';

/** Uuids of the fixtures: operation n, its document and its signer. */
export const uuidOf = (kind: 'op' | 'doc' | 'signer', n: number) =>
  `${{ op: 'aaaaaaaa', doc: 'dddddddd', signer: '55555555' }[kind]}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Luis, the signer of operation n, invited to sign. */
export function signer(n: number, patch: Partial<TWorkspaceSigner> = {}): TWorkspaceSigner {
  return {
    signerUuid: uuidOf('signer', n),
    level: 1,
    order: 1,
    name: 'Luis Pérez',
    email: 'luis@example.com',
    status: 'INVITED',
    signedAt: null,
    method: null,
    ...patch,
  };
}

/** Operation n of Ana's account: an OTP signature of `contrato-n.pdf` for Luis. */
export function summary(n: number, patch: Partial<TOperationSummary> = {}): TOperationSummary {
  return {
    uuid: uuidOf('op', n),
    opClass: 1,
    signatureType: 'SIMPLE',
    status: 'SENT',
    demo: false,
    language: 'es',
    subject: null,
    message: null,
    copyRecipients: [],
    documents: [
      { documentUuid: uuidOf('doc', n), name: `contrato-${n}.pdf`, pages: 3, signed: false },
    ],
    signers: [signer(n)],
    createdAt: '2030-03-01T09:00:00.000Z',
    lastEventAt: '2030-03-01T09:05:00.000Z',
    expiresAt: '2030-03-31T09:00:00.000Z',
    completedAt: null,
    creditsSpent: 2,
    ...patch,
  };
}

/** A timeline event of operation 1. */
export function event(
  seq: number,
  type: string,
  patch: Partial<TTimelineEvent> = {},
): TTimelineEvent {
  return {
    seq,
    type,
    occurredAt: `2030-03-01T09:0${seq}:00.000Z`,
    actorType: type.startsWith('signer.') ? 'signer' : 'account',
    signerUuid: type.startsWith('signer.') ? uuidOf('signer', 1) : null,
    signerName: type.startsWith('signer.') ? 'Luis Pérez' : null,
    ip: type.startsWith('signer.') ? '203.0.113.x' : null,
    device: type.startsWith('signer.') ? 'Chrome 142 on Android' : null,
    data: {},
    ...patch,
  };
}

/** Operation 1 as its page shows it: rejected by Luis, with its original to download. */
export function detail(patch: Partial<TOperationDetail> = {}): TOperationDetail {
  return {
    ...summary(1, {
      status: 'REJECTED',
      signers: [signer(1, { status: 'REJECTED' })],
    }),
    timeline: [
      event(1, 'operation.created'),
      event(2, 'operation.invitation_sent'),
      event(3, 'signer.opened'),
      event(4, 'signer.rejected', { data: { reason: 'El precio no es el acordado' } }),
      event(5, 'operation.something_new'),
    ],
    files: [
      {
        kind: 'original',
        documentUuid: uuidOf('doc', 1),
        name: 'contrato-1.pdf',
        url: '/api/files/original-1?sig=abc',
      },
    ],
    identifications: [],
    actions: { resend: true, remind: true, cancel: true },
    nextReminderAt: '2030-03-03T09:00:00.000Z',
    ...patch,
  };
}
