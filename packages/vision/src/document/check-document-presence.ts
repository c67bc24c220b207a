import { documentPadDecision, type TDocumentFinding } from './document-pad-decision.ts';
import {
  measureDocumentPresence,
  type TDocumentPresenceInput,
  type TDocumentPresenceMeasures,
} from './document-presence.ts';

/** What the detector says about a card front and its hologram burst. */
export interface TDocumentPresence {
  /** Neither a finding nor a doubt. */
  genuine: boolean;
  /** Refused for: past DOCUMENT_PAD_REFUSAL. */
  findings: TDocumentFinding[];
  /** Doubted for, not refused: past DOCUMENT_PAD_THRESHOLDS only. */
  doubts: TDocumentFinding[];
  measures: TDocumentPresenceMeasures;
  ms: number;
}

/**
 * Whether the card is really before the camera: the measures of its front and its burst
 * (document-presence.ts) and the decision at DOCUMENT_PAD_THRESHOLDS and DOCUMENT_PAD_REFUSAL
 * (document-pad-decision.ts).
 */
export async function checkDocumentPresence(
  input: TDocumentPresenceInput,
): Promise<TDocumentPresence> {
  const { ms, ...measures } = await measureDocumentPresence(input);
  return { ...documentPadDecision(measures, input.frames.length), measures, ms };
}
