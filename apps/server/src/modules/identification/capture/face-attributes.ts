import { GLASSES_VALUES, type TFaceAttributes } from '@confirma/contracts/identification';
import type { TFaceDetection } from '@confirma/vision';

/**
 * The engine's face description in the Azure-Face shape of the summary: gender, age,
 * glasses, facial hair and hair colour (packages/vision face-attributes.ts). What the engine
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
    // Null where the engine gave no answer (a small or dark face; sideburns always).
    facialHair: {
      sideburns: face.attributes.facialHair?.sideburns ?? null,
      beard: face.attributes.facialHair?.beard ?? null,
      moustache: face.attributes.facialHair?.moustache ?? null,
    },
    hair: { hairColor: face.attributes.hair.hairColor },
  };
}
