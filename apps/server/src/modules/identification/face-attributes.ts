import { GLASSES_VALUES, type TFaceAttributes } from '@confirma/contracts/identification';
import type { TFaceDetection } from '@confirma/vision/face/detect-face';

/**
 * The engine's face description in the Azure-Face shape of spec 001 §3.8. What the engine
 * cannot tell stays 'unknown', null or empty: nothing is invented.
 */
export function faceAttributesOf(
  face: Pick<TFaceDetection, 'gender' | 'age' | 'attributes'>,
): TFaceAttributes {
  const glasses = String(face.attributes.glasses);
  return {
    gender: face.gender,
    age: face.age === null ? null : Math.round(face.age),
    glasses: (GLASSES_VALUES as readonly string[]).includes(glasses)
      ? (glasses as TFaceAttributes['glasses'])
      : 'unknown',
    facialHair: { sideburns: null, beard: null, moustache: null },
    hair: { hairColor: [] },
  };
}
