import type { TRecordingSummary } from '@confirma/contracts/identification';
import { withBlobFile } from '../../../platform/blobs/with-blob-file.ts';
import { listFrames } from '../capture/frame-log.ts';
import { extractedOf } from '../detection-findings.ts';
import type { TIdentificationContext, TIdentificationRow } from '../identification.types.ts';
import { analyseRecording } from './analyse-recording.ts';
import type { TChallengeWindow, TRecordingAnalysis } from './recording.types.ts';

/**
 * The identification's stored recording judged against the frames its detections logged
 * (analyse-recording.ts): the video spooled to a temp file for ffmpeg, the challenges' windows
 * from when each opened to when the burst that passed it arrived, the session from the start
 * to the last frame received. Null without a stored video (the verdict fails NO_VIDEO).
 */
export async function checkRecording(
  context: Pick<TIdentificationContext, 'platform' | 'db' | 'vision'>,
  row: TIdentificationRow,
): Promise<TRecordingAnalysis | null> {
  if (!row.videoSha256 || !row.startedAt) return null;
  const frames = await listFrames(context.db, { identificationId: row.id });
  const startedAt = row.startedAt.getTime();
  const endedAt = Math.max(startedAt, ...frames.map((frame) => frame.receivedAt));
  const challenges: TChallengeWindow[] = (extractedOf(row).liveness?.challenges ?? []).flatMap(
    (challenge) =>
      challenge.passed && challenge.openedAt && challenge.answeredAt
        ? [
            {
              index: challenge.index,
              kind: challenge.kind,
              openedAt: Date.parse(challenge.openedAt),
              closesAt: Date.parse(challenge.answeredAt),
              passed: true,
            },
          ]
        : [],
  );
  return withBlobFile(context.platform.blobs, row.videoSha256, (videoPath) =>
    analyseRecording(context.vision, {
      videoPath,
      startedAt,
      endedAt,
      frames,
      challenges,
      selfie: row.faceEmbedding,
    }),
  );
}

/** What the verdict and the certificate say of the analysis. */
export function recordingSummary(analysis: TRecordingAnalysis): TRecordingSummary {
  return {
    durationMs: analysis.durationMs,
    sessionMs: analysis.sessionMs,
    framesPosted: analysis.posted,
    framesFound: analysis.found,
    personSamples: analysis.person.samples.length,
    personMatched: analysis.person.matched,
    challengesSeen: analysis.challenges.filter((challenge) => challenge.passed).length,
    challengesAnswered: analysis.challenges.length,
    failures: analysis.failures,
  };
}

/**
 * The analysis as its evidence event records it: the figures and each frame's place, not the
 * person samples' descriptors (there are none) nor ffmpeg's words beyond a line.
 */
export function recordingEvidence(analysis: TRecordingAnalysis): Record<string, unknown> {
  return {
    ...recordingSummary(analysis),
    codec: analysis.codec,
    width: analysis.width,
    height: analysis.height,
    framesDecoded: analysis.framesDecoded,
    worstFoundDistance: analysis.worstFoundDistance,
    offsets: analysis.offsets,
    frames: analysis.frames.map(({ kind, challenge, found, timeMs, distance }) => ({
      kind,
      challenge,
      found,
      timeMs,
      distance,
    })),
    person: {
      stageEndMs: analysis.person.stageEndMs,
      threshold: analysis.person.threshold,
      samples: analysis.person.samples,
    },
    challenges: analysis.challenges.map(
      ({ index, kind, found, frames, inWindow, rechecked, passed, window }) => ({
        index,
        kind,
        frames,
        found,
        window,
        inWindow,
        rechecked,
        passed,
      }),
    ),
    visionChecked: analysis.visionChecked,
    unreadable: analysis.unreadable?.split('\n')[0]?.slice(0, 200) ?? null,
    ms: Math.round(analysis.ms),
  };
}
