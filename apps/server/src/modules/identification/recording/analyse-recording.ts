import {
  probeVideo,
  type TVideoProbe,
  type TVisionPool,
  VideoUnreadableError,
} from '@confirma/vision';
import { placeChallenges, recheckChallenges } from './check-challenges.ts';
import { checkPerson, faceStageEnd } from './check-person.ts';
import { decodeStills } from './decode-stills.ts';
import { hashRecording } from './hash-recording.ts';
import { locateFrames } from './locate-frames.ts';
import type {
  TChallengeRecheck,
  THashedFrame,
  TLocatedFrame,
  TPersonSample,
  TRecordingAnalysis,
  TRecordingFailure,
  TRecordingInput,
  TRecordingLimits,
} from './recording.types.ts';
import { timingFailures, tooFewFrames, visionFailures } from './recording-failures.ts';
import { PERSON_THRESHOLD, RECORDING_LIMITS } from './recording-parameters.ts';
import { sampleTimes } from './sample-times.ts';

/** The recording as read and placed against the log, before the vision pool looks at it. */
interface TTimedRecording {
  input: TRecordingInput;
  probe: TVideoProbe;
  video: THashedFrame[];
  located: TLocatedFrame[];
  sessionOffsetMs: number | null;
}

/** What the vision pool saw: the person over the face stage, each passed challenge. */
interface TVisionChecks {
  stageEndMs: number;
  samples: TPersonSample[];
  challenges: TChallengeRecheck[];
}

/**
 * The recording judged against what the detections logged: is it a readable camera video
 * as long as the session, is every posted frame in it near its time; then is the person in
 * the face stage the selfie's, was every passed challenge filmed inside its window and is it
 * seen again on the video's own frames. ffmpeg decodes in child processes; the faces,
 * blinks and turns are the vision pool's. Each failure is its own code; the figures say why.
 */
export async function analyseRecording(
  vision: Pick<TVisionPool, 'run'>,
  input: TRecordingInput,
  limits: TRecordingLimits = RECORDING_LIMITS,
): Promise<TRecordingAnalysis> {
  const started = performance.now();
  const read = await readRecording(input.videoPath, limits);
  if ('error' in read) return unreadable(input, read.error, started, read.probe);
  const { probe, video } = read;
  if (tooFewFrames(video.length, probe.durationMs)) {
    return unreadable(input, `${video.length} frames decoded`, started, probe, video.length);
  }
  const timed = { input, probe, video, ...locateFrames(input.frames, video, input.startedAt) };
  const early = timingFailures({
    durationMs: probe.durationMs,
    sessionMs: input.endedAt - input.startedAt,
    located: timed.located,
  });
  if (early.length) return summarise(timed, null, early, started);
  try {
    const checks = await checkWithVision(vision, timed, limits);
    return summarise(timed, checks, visionFailures(checks.samples, checks.challenges), started);
  } catch (error) {
    if (!(error instanceof VideoUnreadableError)) throw error;
    return unreadable(input, error.message, started, probe, video.length);
  }
}

/** The probe and every frame's hash, or why the video cannot be read. */
async function readRecording(
  file: string,
  limits: TRecordingLimits,
): Promise<{ probe: TVideoProbe; video: THashedFrame[] } | { error: string; probe?: TVideoProbe }> {
  let probe: TVideoProbe | undefined;
  try {
    probe = await probeVideo(file);
    return { probe, video: await hashRecording(file, probe, limits) };
  } catch (error) {
    if (error instanceof VideoUnreadableError) return { error: error.message, probe };
    throw error;
  }
}

/**
 * The frames the pool needs (the person samples, each placed challenge's window) decoded at
 * full size in one ffmpeg run, then the person and the challenges checked, one pool task
 * at a time.
 */
async function checkWithVision(
  vision: Pick<TVisionPool, 'run'>,
  { input, probe, video, located, sessionOffsetMs }: TTimedRecording,
  limits: TRecordingLimits,
): Promise<TVisionChecks> {
  const mappedTime = (index: number) =>
    (input.frames[index]?.receivedAt ?? 0) - input.startedAt - (sessionOffsetMs ?? 0);
  const stageEndMs = faceStageEnd(located, mappedTime, probe.durationMs);
  const personTimes = sampleTimes(
    video,
    { fromMs: 0, toMs: stageEndMs },
    limits.personSampleEveryMs,
    limits.maxPersonSamples,
  );
  const placed = placeChallenges(
    input.challenges,
    located,
    { startedAt: input.startedAt, sessionOffsetMs, video, posted: input.frames },
    limits,
  );
  const recheckTimes = placed.flatMap((check) => check.recheckTimes);
  const stills = await decodeStills(
    input.videoPath,
    probe,
    [...personTimes, ...recheckTimes],
    limits,
  );
  const samples = await checkPerson(vision, stills, personTimes, input.selfie);
  const challenges = await recheckChallenges(vision, placed, stills);
  return { stageEndMs, samples, challenges };
}

/** The figures and failures of a recording that was read. */
function summarise(
  { input, probe, video, located, sessionOffsetMs }: TTimedRecording,
  checks: TVisionChecks | null,
  failures: TRecordingFailure[],
  started: number,
): TRecordingAnalysis {
  const found = located.filter((frame) => frame.found);
  const offsets = found.map((frame) => frame.offsetMs ?? 0);
  const samples = checks?.samples ?? [];
  return {
    ...readFigures(input, probe, video.length),
    found: found.length,
    worstFoundDistance: found.length
      ? Math.max(...found.map((frame) => frame.distance ?? 0))
      : null,
    offsets: {
      sessionMs: sessionOffsetMs,
      minMs: offsets.length ? Math.min(...offsets) : null,
      maxMs: offsets.length ? Math.max(...offsets) : null,
    },
    frames: located,
    person: {
      stageEndMs: checks?.stageEndMs ?? 0,
      samples,
      matched: samples.filter((sample) => sample.matched).length,
      threshold: PERSON_THRESHOLD,
    },
    challenges: checks?.challenges ?? [],
    visionChecked: checks !== null,
    failures,
    unreadable: null,
    ms: Math.round(performance.now() - started),
  };
}

/** What the probe and the decoding said of the video. */
function readFigures(input: TRecordingInput, probe: TVideoProbe | undefined, decoded: number) {
  return {
    durationMs: probe?.durationMs ?? null,
    sessionMs: input.endedAt - input.startedAt,
    codec: probe?.codec ?? null,
    width: probe?.width ?? null,
    height: probe?.height ?? null,
    framesDecoded: decoded,
    posted: input.frames.length,
  };
}

/** The figures of a recording that could not be read. */
function unreadable(
  input: TRecordingInput,
  reason: string,
  started: number,
  probe?: TVideoProbe,
  decoded = 0,
): TRecordingAnalysis {
  return {
    ...readFigures(input, probe, decoded),
    found: 0,
    worstFoundDistance: null,
    offsets: { sessionMs: null, minMs: null, maxMs: null },
    frames: [],
    person: { stageEndMs: 0, samples: [], matched: 0, threshold: PERSON_THRESHOLD },
    challenges: [],
    visionChecked: false,
    failures: ['VIDEO_UNREADABLE'],
    unreadable: reason,
    ms: Math.round(performance.now() - started),
  };
}
