import { OCR_COST, OCR_LIMITS, type TOcrResult, type TPoint } from '@confirma/contracts/ocr';
import { type ChangeEvent, useState } from 'react';
import { useErrorText } from '../../../hooks/use-error-text';
import { analyseDocument } from '../api/analyse-document';
import { findOutline } from '../api/find-outline';
import type { TRotation } from '../components/corner-editor';

export interface TPhoto {
  id: string;
  url: string;
  base64: string;
  width: number;
  height: number;
  corners: TPoint[];
  rotation: TRotation;
  found: boolean;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** A quadrilateral inset by 10 % when the engine found no outline. */
const inset = (width: number, height: number): TPoint[] => [
  { x: width * 0.1, y: height * 0.1 },
  { x: width * 0.9, y: height * 0.1 },
  { x: width * 0.9, y: height * 0.9 },
  { x: width * 0.1, y: height * 0.9 },
];

/**
 * The cropper's work: the photos added (each with the outline the engine found, else an
 * inset), their corners and rotation as changed, and the analysis of them with one
 * idempotency key per set of photos (a photo added, a corner or a rotation changed makes a
 * new one). A failure is kept as its localised text.
 */
export function useOcrSession({
  balance,
  onAnalysed,
}: {
  balance: number | null;
  onAnalysed: ((result: TOcrResult) => void) | undefined;
}) {
  const errorText = useErrorText();
  const [photos, setPhotos] = useState<TPhoto[]>([]);
  const [busy, setBusy] = useState<'finding' | 'analysing' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<TOcrResult | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  // Told before trying: an analysis the balance cannot pay is refused by the server anyway.
  const short = balance !== null && balance < OCR_COST;

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!files.length) return;
    setError(null);
    setResult(null);
    setBusy('finding');
    try {
      const room = OCR_LIMITS.maxImages - photos.length;
      const added: TPhoto[] = [];
      for (const file of files.slice(0, Math.max(room, 0) || OCR_LIMITS.maxImages)) {
        const dataUrl = await readAsDataUrl(file);
        const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
        const outline = await findOutline(base64);
        added.push({
          id: crypto.randomUUID(),
          url: dataUrl,
          base64,
          width: outline.width,
          height: outline.height,
          corners: outline.corners ?? inset(outline.width, outline.height),
          rotation: 0,
          found: outline.corners !== null,
        });
      }
      setPhotos((current) =>
        [...(room > 0 ? current : []), ...added].slice(0, OCR_LIMITS.maxImages),
      );
      setKey(crypto.randomUUID());
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(null);
    }
  };

  const update = (id: string, change: Partial<TPhoto>) => {
    setPhotos((current) =>
      current.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)),
    );
    setKey(crypto.randomUUID());
  };

  const analyse = async () => {
    setError(null);
    setBusy('analysing');
    try {
      const answer = await analyseDocument({
        images: photos.map((photo) => ({
          image: photo.base64,
          corners: photo.corners,
          rotation: photo.rotation,
        })),
        idempotencyKey: key,
        language: ['es', 'en', 'it'].includes(document.documentElement.lang)
          ? (document.documentElement.lang as 'es' | 'en' | 'it')
          : 'es',
      });
      setResult(answer);
      onAnalysed?.(answer);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(null);
    }
  };

  const restart = () => {
    setPhotos([]);
    setResult(null);
    setError(null);
    setKey(crypto.randomUUID());
  };

  const remove = (id: string) => setPhotos((current) => current.filter((item) => item.id !== id));
  return { photos, busy, error, result, short, add, update, remove, analyse, restart };
}
