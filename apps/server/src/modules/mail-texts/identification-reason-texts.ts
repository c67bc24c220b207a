import type {
  TIdentificationFailure,
  TIdentificationReviewReason,
  TRelaxedCheck,
} from '@confirma/contracts/identification';
import type { TLanguage } from './mail-texts.types.ts';

/**
 * Why an identification failed or waits for a review, and what an operation that did not
 * require a check means, in words: the certificate and the sender's e-mail say the same.
 */
export interface TIdentificationReasonTexts {
  failure: Record<TIdentificationFailure, string>;
  reviewReason: Record<TIdentificationReviewReason, string>;
  /** Said in words wherever a check the secure defaults require was not required. */
  relaxed: Record<TRelaxedCheck, string>;
}

export const IDENTIFICATION_REASON_TEXTS: Record<TLanguage, TIdentificationReasonTexts> = {
  es: {
    failure: {
      NO_FACE: 'no se capturó el rostro',
      NO_DOCUMENT: 'no se capturó el documento',
      NO_BACK: 'no se capturó el reverso',
      FACE_MISMATCH: 'el rostro no coincide con el del documento',
      LIVENESS_FAILED: 'prueba de vida no superada',
      HOLOGRAM_FAILED: 'holograma no detectado',
      MRZ_INVALID: 'MRZ ilegible o con dígitos de control erróneos',
      DOCUMENT_EXPIRED: 'documento caducado',
      DATA_MISMATCH: 'el número de documento no coincide',
      NO_VIDEO: 'no se recibió el vídeo',
      VIDEO_UNREADABLE: 'el vídeo grabado no se puede reproducir como vídeo de cámara',
      VIDEO_TOO_SHORT: 'el vídeo grabado es más corto que la sesión',
      VIDEO_FRAMES_MISSING:
        'alguna imagen enviada de la cara o de un reto no aparece en el vídeo grabado',
      VIDEO_DOCUMENT_MISSING: 'alguna imagen enviada del documento no aparece en el vídeo grabado',
      VIDEO_OTHER_PERSON: 'en el vídeo aparece otra persona distinta de la del selfi',
      VIDEO_CHALLENGE_MISSING: 'algún gesto pedido no se ve en el vídeo dentro de su tiempo',
      COLOUR_NOT_REFLECTED:
        'el rostro no reflejó los colores que mostró la pantalla (posible vídeo reproducido o inyectado)',
      NOT_REVIEWED: 'en la demostración nadie revisa los casos dudosos: cuenta como no superada',
      NO_PORTRAIT: 'no se encontró la foto del titular en el documento',
      DOCUMENT_SCREEN: 'el documento se mostró en una pantalla, no en la mano',
      DOCUMENT_COPY:
        'el documento parecía una impresión o una fotocopia: sus colores no cambiaron al inclinarlo',
      DOCUMENT_NOT_PRESENT:
        'el documento no estaba tal cual ante la cámara: una foto superpuesta u otra tarjeta',
      DOCUMENT_MISMATCH: 'el anverso y el reverso no son del mismo documento',
    },
    reviewReason: {
      FACE_BORDERLINE:
        'la coincidencia facial está justo por debajo del umbral: una persona debe compararlas',
      DOCUMENT_UNCONFIRMED:
        'no se pudo comprobar que el anverso y el reverso sean del mismo documento',
      DOCUMENT_DOUBTED:
        'el documento pudo no estar físicamente delante de la cámara: una persona lo comprobará en el vídeo',
      RISK_FACE_BAND:
        'la coincidencia facial supera el umbral por poco: una persona debe compararlas',
      RISK_HOLOGRAM_NOT_SEEN: 'no se vio el holograma de la tarjeta',
      RISK_DOCUMENT_DOUBTED: 'el documento pudo no estar físicamente delante de la cámara',
      RISK_WEAK_ANTISPOOF: 'la puntuación antisuplantación del selfi es baja',
      RISK_MANY_ATTEMPTS: 'la persona necesitó más de un intento',
      RISK_FACE_REUSED: 'el mismo rostro aparece con otro número de documento en la cuenta',
      RISK_NUMBER_REUSED: 'el mismo número de documento aparece con otro rostro en la cuenta',
    },
    relaxed: {
      hologram:
        'El holograma del DNI no era obligatorio en esta operación: la identificación puede superarse aunque no se haya visto el holograma del documento.',
      documentPresence:
        'La comprobación de que el documento estaba presente no era obligatoria en esta operación: la identificación puede superarse aunque el documento se mostrara en una pantalla o fuera una copia.',
      faceMatch:
        'La coincidencia facial no era obligatoria en esta operación: la identificación puede superarse aunque el rostro no coincida con la foto del documento.',
      liveness:
        'La prueba de vida no era obligatoria en esta operación: no se ha comprobado que ante la cámara hubiera una persona presente y no una fotografía o un vídeo.',
      consent:
        'El consentimiento expreso al tratamiento de los datos biométricos no era obligatorio en esta operación: la empresa que la envió responde de haberlo obtenido por su cuenta.',
      colour:
        'La secuencia de colores no era obligatoria en esta operación: no se ha comprobado que la luz de la pantalla se reflejara en el rostro, lo que descarta un vídeo reproducido o inyectado.',
    },
  },
  en: {
    failure: {
      NO_FACE: 'no face was captured',
      NO_DOCUMENT: 'no document was captured',
      NO_BACK: 'the back was not captured',
      FACE_MISMATCH: 'the face does not match the document’s',
      LIVENESS_FAILED: 'liveness challenge failed',
      HOLOGRAM_FAILED: 'hologram not detected',
      MRZ_INVALID: 'MRZ unreadable or with wrong check digits',
      DOCUMENT_EXPIRED: 'document expired',
      DATA_MISMATCH: 'the document number does not match',
      NO_VIDEO: 'the video was not received',
      VIDEO_UNREADABLE: 'the recording cannot be played as a camera video',
      VIDEO_TOO_SHORT: 'the recording is shorter than the session',
      VIDEO_FRAMES_MISSING: 'an image sent of the face or of a challenge is not in the recording',
      VIDEO_DOCUMENT_MISSING: 'an image sent of the document is not in the recording',
      VIDEO_OTHER_PERSON: 'someone other than the person of the selfie is in the recording',
      VIDEO_CHALLENGE_MISSING: 'a movement asked for is not seen in the recording within its time',
      COLOUR_NOT_REFLECTED:
        'the face did not reflect the colours the screen showed (possibly a replayed or injected video)',
      NOT_REVIEWED: 'nobody reviews doubtful cases in the demo: it counts as not passed',
      NO_PORTRAIT: "the holder's photo was not found on the document",
      DOCUMENT_SCREEN: 'the document was shown on a screen, not held up',
      DOCUMENT_COPY:
        'the document looked like a print or a photocopy: its colours did not change as it was tilted',
      DOCUMENT_NOT_PRESENT:
        'the document was not before the camera as it is: a portrait laid on it, or another card',
      DOCUMENT_MISMATCH: 'the front and the back are not of the same document',
    },
    reviewReason: {
      FACE_BORDERLINE: 'the face match is just under the threshold: a person should compare them',
      DOCUMENT_UNCONFIRMED: 'the front and the back could not be confirmed as one document',
      DOCUMENT_DOUBTED:
        'the document may not have been physically before the camera: a person will check the video',
      RISK_FACE_BAND:
        'the face match is only just over the threshold: a person should compare them',
      RISK_HOLOGRAM_NOT_SEEN: 'the card’s hologram was not seen',
      RISK_DOCUMENT_DOUBTED: 'the document may not have been physically before the camera',
      RISK_WEAK_ANTISPOOF: 'the selfie’s anti-spoofing score is low',
      RISK_MANY_ATTEMPTS: 'the person needed more than one attempt',
      RISK_FACE_REUSED: 'the same face appears under another document number in the account',
      RISK_NUMBER_REUSED: 'the same document number appears with another face in the account',
    },
    relaxed: {
      hologram:
        "The DNI's hologram was not required for this operation: the identification can pass although the document's hologram was not seen.",
      documentPresence:
        'The check that the document was physically there was not required for this operation: the identification can pass although the document was shown on a screen or was a copy.',
      faceMatch:
        'The face match was not required for this operation: the identification can pass even if the face does not match the document photo.',
      liveness:
        'The liveness challenge was not required for this operation: it was not checked that a person, and not a photograph or a video, was before the camera.',
      consent:
        'Explicit consent to the processing of biometric data was not required for this operation: the business that sent it answers for having obtained it on its own.',
      colour:
        'The colour sequence was not required for this operation: it was not checked that the light of the screen was reflected by the face, which rules out a replayed or injected video.',
    },
  },
  it: {
    failure: {
      NO_FACE: 'volto non acquisito',
      NO_DOCUMENT: 'documento non acquisito',
      NO_BACK: 'retro non acquisito',
      FACE_MISMATCH: 'il volto non corrisponde a quello del documento',
      LIVENESS_FAILED: 'prova di vitalità non superata',
      HOLOGRAM_FAILED: 'ologramma non rilevato',
      MRZ_INVALID: 'MRZ illeggibile o con cifre di controllo errate',
      DOCUMENT_EXPIRED: 'documento scaduto',
      DATA_MISMATCH: 'il numero del documento non corrisponde',
      NO_VIDEO: 'video non ricevuto',
      VIDEO_UNREADABLE: 'la registrazione non si può riprodurre come video di una fotocamera',
      VIDEO_TOO_SHORT: 'la registrazione è più breve della sessione',
      VIDEO_FRAMES_MISSING: 'un’immagine inviata del viso o di una prova non è nella registrazione',
      VIDEO_DOCUMENT_MISSING: 'un’immagine inviata del documento non è nella registrazione',
      VIDEO_OTHER_PERSON: 'nella registrazione compare una persona diversa da quella del selfie',
      VIDEO_CHALLENGE_MISSING:
        'un movimento richiesto non si vede nella registrazione entro il suo tempo',
      COLOUR_NOT_REFLECTED:
        'il volto non ha riflesso i colori mostrati dallo schermo (possibile video riprodotto o iniettato)',
      NOT_REVIEWED: 'nella demo nessuno esamina i casi dubbi: conta come non superata',
      NO_PORTRAIT: 'la foto del titolare non è stata trovata sul documento',
      DOCUMENT_SCREEN: 'il documento è stato mostrato su uno schermo, non tenuto in mano',
      DOCUMENT_COPY:
        'il documento sembrava una stampa o una fotocopia: i suoi colori non sono cambiati inclinandolo',
      DOCUMENT_NOT_PRESENT:
        "il documento non era davanti alla fotocamera così com'è: una foto sovrapposta o un'altra tessera",
      DOCUMENT_MISMATCH: 'il fronte e il retro non sono dello stesso documento',
    },
    reviewReason: {
      FACE_BORDERLINE:
        'la corrispondenza del volto è appena sotto la soglia: una persona deve confrontarli',
      DOCUMENT_UNCONFIRMED:
        'non è stato possibile confermare che fronte e retro siano dello stesso documento',
      DOCUMENT_DOUBTED:
        'il documento potrebbe non essere stato fisicamente davanti alla fotocamera: una persona controllerà il video',
      RISK_FACE_BAND:
        'la corrispondenza del volto supera la soglia di poco: una persona deve confrontarli',
      RISK_HOLOGRAM_NOT_SEEN: 'l’ologramma della carta non è stato visto',
      RISK_DOCUMENT_DOUBTED:
        'il documento potrebbe non essere stato fisicamente davanti alla fotocamera',
      RISK_WEAK_ANTISPOOF: 'il punteggio anti-spoofing del selfie è basso',
      RISK_MANY_ATTEMPTS: 'la persona ha avuto bisogno di più di un tentativo',
      RISK_FACE_REUSED: 'lo stesso volto compare con un altro numero di documento nell’account',
      RISK_NUMBER_REUSED: 'lo stesso numero di documento compare con un altro volto nell’account',
    },
    relaxed: {
      hologram:
        "L'ologramma del DNI non era obbligatorio per questa operazione: l'identificazione può essere superata anche se l'ologramma del documento non è stato visto.",
      documentPresence:
        "La verifica che il documento fosse fisicamente presente non era obbligatoria per questa operazione: l'identificazione può essere superata anche se il documento è stato mostrato su uno schermo o era una copia.",
      faceMatch:
        "La corrispondenza del volto non era obbligatoria per questa operazione: l'identificazione può essere superata anche se il volto non corrisponde alla foto del documento.",
      liveness:
        'La prova di vitalità non era obbligatoria per questa operazione: non è stato verificato che davanti alla fotocamera ci fosse una persona e non una fotografia o un video.',
      consent:
        'Il consenso esplicito al trattamento dei dati biometrici non era obbligatorio per questa operazione: l’azienda che l’ha inviata risponde di averlo ottenuto per conto proprio.',
      colour:
        'La sequenza di colori non era obbligatoria per questa operazione: non è stato verificato che la luce dello schermo si riflettesse sul volto, il che esclude un video riprodotto o iniettato.',
    },
  },
};
