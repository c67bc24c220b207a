import { IDENTIFICATION_THRESHOLDS } from '@confirma/contracts/constants';
import type { FaceResult } from '@vladmandic/human';
import sharp, { type Sharp } from 'sharp';
import type { TRgbImage } from '../image.ts';
import { measureAttributeFeatures } from './attribute-features.ts';
import { eyeOpenness } from './eye-openness.ts';
import { classifyAttributes, type TFaceAttributes, unknownAttributes } from './face-attributes.ts';
import { headPitch, headYaw, type TMeshPoint } from './face-landmarks.ts';
import { getHumanEngine } from './human-engine.ts';

/** The face crop (returnFaceImg) is the box grown by this share of its size on each side. */
const CROP_MARGIN = 0.2;

/** Longest side the detector sees; larger photos are scaled down (boxes stay in source px). */
export const DETECTION_MAX_SIDE = 1920;

export interface TDetectFaceOptions {
  /** Minimum face box width in source pixels (spec: widthFaceRect, default 150). */
  widthFaceRect?: number;
  /** Return the face crop as JPEG (spec: returnFaceImg). */
  returnFaceImg?: boolean;
  /** Also run the iris model and measure eye openness (blink checks); adds its cost. */
  eyes?: boolean;
  /** Also run the (advisory) anti-spoofing and liveness models (spec: liveness, off). */
  liveness?: boolean;
  /** Glasses, facial hair and hair colour from the mesh and the pixels (default on). */
  attributes?: boolean;
  /**
   * Run FaceRes (default on): the descriptor, age and gender. Off when only the box counts
   * (a document's portrait nobody matches against): a third to half of the call.
   */
  describe?: boolean;
}

export interface TFaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type { TFaceAttributes } from './face-attributes.ts';

export interface TFaceDetection {
  detected: boolean;
  /** Faces found; the fields below describe the largest one. */
  faceCount: number;
  /** Human's overall face score (detector and mesh), 0–1. */
  confidence: number;
  box: TFaceBox | null;
  /**
   * The face mesh's own extent (brow to chin, cheek to cheek), in source pixels: tighter
   * than `box`, which Human squares and enlarges from it by a factor that varies with the
   * face's size in the frame (about 1.5 to 2.2). Null without a mesh.
   */
  landmarkBox: TFaceBox | null;
  /** The box is narrower than `widthFaceRect`. */
  tooSmall: boolean;
  /** JPEG of the box grown by 20 % on each side, when `returnFaceImg`. */
  faceImage: Buffer | null;
  age: number | null;
  gender: 'male' | 'female' | 'unknown';
  genderConfidence: number | null;
  /** FaceRes descriptor (1024 numbers); compare two with `faceMatch`. */
  embedding: number[] | null;
  /** Advisory, unvalidated: Human's anti-spoofing ("real") and liveness scores, 0–1;
   * null unless `liveness`. */
  antispoof: number | null;
  liveness: number | null;
  /** Eye aspect ratio, mean of both eyes (open ≈ 0.25–0.35); null unless `eyes`. */
  eyeOpenness: number | null;
  /** Signed head yaw from the mesh (face-landmarks.ts `headYaw`): ≈ 0 frontal, positive when
   * the person has turned to their own left (right of an unmirrored picture). */
  yaw: number | null;
  /** Signed head pitch from the mesh (face-landmarks.ts `headPitch`): ≈ 0 upright, positive
   * when the person looks up. */
  pitch: number | null;
  /** Glasses, facial hair, hair colour (face-attributes.ts), each with an honest unknown. */
  attributes: TFaceAttributes;
  /** Wall time of the call (decode, inference, crop), ms. */
  ms: number;
}

/** Finds the largest face in an image file's bytes and describes it. */
export async function detectFace(
  image: Buffer | Uint8Array,
  options: TDetectFaceOptions = {},
): Promise<TFaceDetection> {
  const started = performance.now();
  const source = sharp(image).rotate();
  const { data, info } = await source
    .clone()
    .resize({
      width: DETECTION_MAX_SIDE,
      height: DETECTION_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return describeLargestFace(
    { data, width: info.width, height: info.height },
    {
      started,
      options,
      // Back to the source's pixels (EXIF-rotated) from the possibly scaled-down tensor.
      sourceSize: async () => {
        const meta = await source.clone().metadata();
        const [width, height] =
          (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
        return { width: width ?? info.width, height: height ?? info.height };
      },
      crop: (box, size) => cropFace(source, box, size.width, size.height),
    },
  );
}

/**
 * detectFace on an image already decoded upright and no larger than DETECTION_MAX_SIDE
 * (decodeImage's RGB): the same answer without decoding it again; no face crop.
 */
export async function detectFaceInPixels(
  rgb: TRgbImage,
  options: Omit<TDetectFaceOptions, 'returnFaceImg'> = {},
): Promise<TFaceDetection> {
  if (Math.max(rgb.width, rgb.height) > DETECTION_MAX_SIDE) {
    throw new RangeError('detectFaceInPixels takes an image within DETECTION_MAX_SIDE');
  }
  return describeLargestFace(rgb, {
    started: performance.now(),
    options,
    sourceSize: async () => ({ width: rgb.width, height: rgb.height }),
    crop: null,
  });
}

/** Runs Human on the detector's RGB pixels and describes the largest face. */
async function describeLargestFace(
  pixels: TRgbImage,
  call: {
    started: number;
    options: TDetectFaceOptions;
    /** The source image's size (the pixels may be scaled down from it). */
    sourceSize: () => Promise<{ width: number; height: number }>;
    crop: ((box: TFaceBox, size: { width: number; height: number }) => Promise<Buffer>) | null;
  },
): Promise<TFaceDetection> {
  const { started, options } = call;
  const widthFaceRect = options.widthFaceRect ?? IDENTIFICATION_THRESHOLDS.widthFaceRect;
  const faces = await findFaces(pixels, options);
  const face = largest(faces);
  if (!face) return noFace(started);

  const source = await call.sourceSize();
  const scale = source.width / pixels.width;
  const box = clampBox(
    {
      x: face.box[0] * scale,
      y: face.box[1] * scale,
      width: face.box[2] * scale,
      height: face.box[3] * scale,
    },
    source.width,
    source.height,
  );
  const faceImage = options.returnFaceImg && call.crop ? await call.crop(box, source) : null;
  const fullMesh = face.mesh && face.mesh.length >= 468 ? (face.mesh as TMeshPoint[]) : null;

  return {
    detected: true,
    faceCount: faces.length,
    confidence: round(face.score),
    box,
    landmarkBox: landmarkBoxOf(face.mesh, scale, source),
    tooSmall: box.width < widthFaceRect,
    faceImage,
    age: face.age === undefined ? null : round(face.age, 1),
    gender: face.gender === 'male' || face.gender === 'female' ? face.gender : 'unknown',
    genderConfidence: face.genderScore === undefined ? null : round(face.genderScore),
    embedding: face.embedding?.length ? face.embedding : null,
    antispoof: options.liveness && face.real !== undefined ? round(face.real) : null,
    liveness: options.liveness && face.live !== undefined ? round(face.live) : null,
    eyeOpenness: options.eyes ? eyeOpenness(face.mesh) : null,
    yaw: fullMesh ? round(headYaw(fullMesh)) : null,
    pitch: fullMesh ? round(headPitch(fullMesh)) : null,
    attributes:
      options.attributes === false ? unknownAttributes() : describeAttributes(pixels, face.mesh),
    ms: performance.now() - started,
  };
}

/** Human's faces in the detector's RGB pixels, with the models the options ask for. */
async function findFaces(pixels: TRgbImage, options: TDetectFaceOptions): Promise<FaceResult[]> {
  const { human } = await getHumanEngine();
  const { data, width, height } = pixels;
  const tensor = human.tf.tensor3d(Int32Array.from(data), [height, width, 3], 'int32');
  try {
    // Always pass the flags: Human merges a call's config into the instance's.
    const liveness = options.liveness === true;
    const config = {
      face: {
        iris: { enabled: options.eyes === true },
        description: { enabled: options.describe !== false },
        antispoof: { enabled: liveness },
        liveness: { enabled: liveness },
      },
    };
    return (await human.detect(tensor, config)).face;
  } finally {
    human.tf.dispose(tensor);
  }
}

/** The answer when no face was found. */
function noFace(started: number): TFaceDetection {
  return {
    detected: false,
    faceCount: 0,
    confidence: 0,
    box: null,
    landmarkBox: null,
    tooSmall: false,
    faceImage: null,
    age: null,
    gender: 'unknown',
    genderConfidence: null,
    embedding: null,
    antispoof: null,
    liveness: null,
    eyeOpenness: null,
    yaw: null,
    pitch: null,
    attributes: unknownAttributes(),
    ms: performance.now() - started,
  };
}

/** The attributes from the detector's pixels and mesh; unknown when the face runs off. */
function describeAttributes(image: TRgbImage, mesh: FaceResult['mesh']): TFaceAttributes {
  if (!mesh || mesh.length < 468) return unknownAttributes();
  const pixels = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  try {
    const features = measureAttributeFeatures(
      { data: pixels, width: image.width, height: image.height },
      mesh as unknown as TMeshPoint[],
    );
    return classifyAttributes(features);
  } catch (error) {
    if (error instanceof RangeError) return unknownAttributes();
    throw error;
  }
}

function landmarkBoxOf(
  mesh: FaceResult['mesh'],
  scale: number,
  source: { width: number; height: number },
): TFaceBox | null {
  if (!mesh || mesh.length < 468) return null;
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x = 0, y = 0] of mesh) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return clampBox(
    {
      x: minX * scale,
      y: minY * scale,
      width: (maxX - minX) * scale,
      height: (maxY - minY) * scale,
    },
    source.width,
    source.height,
  );
}

function largest(faces: FaceResult[]): FaceResult | undefined {
  let best: FaceResult | undefined;
  for (const face of faces) {
    if (!best || face.box[2] * face.box[3] > best.box[2] * best.box[3]) best = face;
  }
  return best;
}

function clampBox(box: TFaceBox, width: number, height: number): TFaceBox {
  const x = Math.max(0, Math.round(box.x));
  const y = Math.max(0, Math.round(box.y));
  return {
    x,
    y,
    width: Math.max(1, Math.min(width - x, Math.round(box.width))),
    height: Math.max(1, Math.min(height - y, Math.round(box.height))),
  };
}

/** The face box grown by 20 % on each side (clamped to the image), as JPEG. */
async function cropFace(source: Sharp, box: TFaceBox, width: number, height: number) {
  const marginX = Math.round(box.width * CROP_MARGIN);
  const marginY = Math.round(box.height * CROP_MARGIN);
  const left = Math.max(0, box.x - marginX);
  const top = Math.max(0, box.y - marginY);
  return source
    .clone()
    .extract({
      left,
      top,
      width: Math.min(width - left, box.width + 2 * marginX),
      height: Math.min(height - top, box.height + 2 * marginY),
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const round = (value: number, digits = 3) => Number(value.toFixed(digits));
