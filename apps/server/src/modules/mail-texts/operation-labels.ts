import type { TSignatureType } from '@confirma/contracts/constants';
import type { TOperationStatus, TSignerStatus } from '@confirma/contracts/operations';
import type { TLanguage } from './mail-texts.types.ts';

/**
 * An operation's status, a signer's and a signature type in words, as the certificate and
 * the exports print them; the same words as the web client's (workspace namespace).
 */
export interface TOperationLabels {
  status: Record<TOperationStatus, string>;
  signerStatus: Record<TSignerStatus, string>;
  signatureType: Record<TSignatureType, string>;
}

export const OPERATION_LABELS: Record<TLanguage, TOperationLabels> = {
  es: {
    status: {
      CREATED: 'Creada',
      SENT: 'Enviada',
      OPENED: 'Abierta',
      RECORDING: 'Identificándose',
      DOCUMENT_READ: 'Documento leído',
      OTP_SENT: 'Código enviado',
      PARTIALLY_SIGNED: 'Firmada en parte',
      SEALING: 'Sellando',
      SIGNED: 'Firmada',
      REJECTED: 'Rechazada',
      EXPIRED: 'Caducada',
      CANCELLED: 'Cancelada',
      IDENTIFIED: 'Identificada',
      ACKNOWLEDGED: 'Acuse de recibo',
      BOUNCED: 'No entregada',
    },
    signerStatus: {
      PENDING: 'En espera',
      INVITED: 'Invitado',
      OPENED: 'Ha abierto',
      IDENTIFYING: 'Identificándose',
      IDENTIFIED: 'Identificado',
      DOCUMENT_READ: 'Ha leído',
      OTP_SENT: 'Código enviado',
      SIGNED: 'Ha firmado',
      REJECTED: 'Ha rechazado',
      ACKNOWLEDGED: 'Ha acusado recibo',
    },
    signatureType: {
      SIMPLE: 'Firma con OTP',
      BIOMETRICA: 'Firma manuscrita',
      AVANZADA_VIDEO_1PASO: 'Firma avanzada con vídeo',
      VIDEO_1PASO_OTP: 'Vídeo y OTP',
      IDENTIFICATION_NO_ASISTIDA: 'Identificación no asistida',
      NOTIFICACION: 'Notificación certificada',
    },
  },
  en: {
    status: {
      CREATED: 'Created',
      SENT: 'Sent',
      OPENED: 'Opened',
      RECORDING: 'Identifying',
      DOCUMENT_READ: 'Document read',
      OTP_SENT: 'Code sent',
      PARTIALLY_SIGNED: 'Partly signed',
      SEALING: 'Sealing',
      SIGNED: 'Signed',
      REJECTED: 'Rejected',
      EXPIRED: 'Expired',
      CANCELLED: 'Cancelled',
      IDENTIFIED: 'Identified',
      ACKNOWLEDGED: 'Acknowledged',
      BOUNCED: 'Not delivered',
    },
    signerStatus: {
      PENDING: 'Waiting',
      INVITED: 'Invited',
      OPENED: 'Opened',
      IDENTIFYING: 'Identifying',
      IDENTIFIED: 'Identified',
      DOCUMENT_READ: 'Read',
      OTP_SENT: 'Code sent',
      SIGNED: 'Signed',
      REJECTED: 'Rejected',
      ACKNOWLEDGED: 'Acknowledged',
    },
    signatureType: {
      SIMPLE: 'OTP signature',
      BIOMETRICA: 'Handwritten signature',
      AVANZADA_VIDEO_1PASO: 'Advanced signature with video',
      VIDEO_1PASO_OTP: 'Video and OTP',
      IDENTIFICATION_NO_ASISTIDA: 'Unassisted identification',
      NOTIFICACION: 'Certified notification',
    },
  },
  it: {
    status: {
      CREATED: 'Creata',
      SENT: 'Inviata',
      OPENED: 'Aperta',
      RECORDING: 'In identificazione',
      DOCUMENT_READ: 'Documento letto',
      OTP_SENT: 'Codice inviato',
      PARTIALLY_SIGNED: 'Firmata in parte',
      SEALING: 'Sigillatura',
      SIGNED: 'Firmata',
      REJECTED: 'Rifiutata',
      EXPIRED: 'Scaduta',
      CANCELLED: 'Annullata',
      IDENTIFIED: 'Identificata',
      ACKNOWLEDGED: 'Ricezione confermata',
      BOUNCED: 'Non consegnata',
    },
    signerStatus: {
      PENDING: 'In attesa',
      INVITED: 'Invitato',
      OPENED: 'Ha aperto',
      IDENTIFYING: 'In identificazione',
      IDENTIFIED: 'Identificato',
      DOCUMENT_READ: 'Ha letto',
      OTP_SENT: 'Codice inviato',
      SIGNED: 'Ha firmato',
      REJECTED: 'Ha rifiutato',
      ACKNOWLEDGED: 'Ha confermato la ricezione',
    },
    signatureType: {
      SIMPLE: 'Firma con OTP',
      BIOMETRICA: 'Firma autografa',
      AVANZADA_VIDEO_1PASO: 'Firma avanzata con video',
      VIDEO_1PASO_OTP: 'Video e OTP',
      IDENTIFICATION_NO_ASISTIDA: 'Identificazione non assistita',
      NOTIFICACION: 'Notifica certificata',
    },
  },
};
