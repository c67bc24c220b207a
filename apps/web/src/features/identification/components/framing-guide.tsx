import { Box } from '@mui/material';
import type { TCaptureStage } from '../capture-rules';

/**
 * Where to hold the face or the document in the picture: an oval for the face, a card's
 * outline (ID-1, 85.6 × 54 mm) for a document. Drawn over the video, never captured.
 */
export function FramingGuide({ stage }: { stage: TCaptureStage | null }) {
  if (stage === null || stage === 'done') return null;
  const face = stage === 'face' || stage === 'liveness';
  return (
    <Box
      aria-hidden
      data-testid="framing-guide"
      sx={{
        position: 'absolute',
        top: '50%',
        left: '50%',
        transform: 'translate(-50%, -50%)',
        border: '3px dashed rgba(255, 255, 255, 0.85)',
        boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.25)',
        pointerEvents: 'none',
        ...(face
          ? { width: '46%', height: '78%', borderRadius: '50%' }
          : { width: '86%', aspectRatio: '85.6 / 54', borderRadius: '4%' }),
      }}
    />
  );
}
