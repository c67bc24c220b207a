import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { IDENTIFICATION_DEFAULTS } from '@confirma/contracts/identification';
import { detectFace } from '../src/face/detect-face.ts';
import { faceMatch } from '../src/face/face-match.ts';
import { padDecision, type TPadFinding } from '../src/face/pad-decision.ts';
import type { TCount } from './evaluate-pad.ts';
import { readFolderManifest } from './folder-manifest.ts';
import { measureBurst } from './measure-pad-burst.ts';
import type { TChallenge } from './pad-movements.ts';
import { textTable } from './pad-report.ts';
import { videoBurst } from './video-burst.ts';
import { rateWithInterval } from './wilson-interval.ts';

/** One video's liveness verdict by the product's decision (active challenge + pad-decision.ts). */
export interface TVideoVerdict {
  person: string;
  video: string;
  movement: TChallenge;
  /** 'bona-fide' for a genuine video, else the manifest's attack type. */
  presentation: string;
  /** The movement was seen (the active challenge). */
  active: boolean;
  findings: TPadFinding[];
  /** Called bona fide: the movement seen and nothing found. */
  live: boolean;
}

export interface TFolderReport {
  /** The face match's threshold (the server's `biometryConfidence`). */
  threshold: number;
  /** Same-person selfie–portrait pairs below the threshold, of those compared. */
  frr: TCount;
  /** Different-person pairs at or above it. */
  far: TCount;
  /** Images where no face was found (left out of the pairs). */
  noFace: string[];
  verdicts: TVideoVerdict[];
  bpcer: TCount;
  apcer: Record<string, TCount>;
}

/** A descriptor of the largest face of an image file, or null. */
async function describe(file: string): Promise<number[] | null> {
  const face = await detectFace(await fs.readFile(file), { attributes: false });
  return face.detected ? face.embedding : null;
}

/**
 * Evaluates a deployment's folder (folder-manifest.ts): the face match at the server's
 * threshold over every selfie–portrait pair (same person: genuine; different: impostor)
 * and the liveness decision over every video.
 */
export async function evaluateFolder(
  dir: string,
  threshold = IDENTIFICATION_DEFAULTS.biometryConfidence,
  onVideo?: (verdict: TVideoVerdict) => void,
): Promise<TFolderReport> {
  const manifest = await readFolderManifest(dir);
  const noFace: string[] = [];
  const described = async (names: string[]) => {
    const out: number[][] = [];
    for (const name of names) {
      const embedding = await describe(path.join(dir, name));
      if (embedding) out.push(embedding);
      else noFace.push(name);
    }
    return out;
  };
  const people = [];
  for (const person of manifest.people)
    people.push({
      id: person.id,
      selfies: await described(person.selfies),
      portraits: await described(person.portraits),
    });
  const frr = { errors: 0, trials: 0 };
  const far = { errors: 0, trials: 0 };
  for (const a of people) {
    for (const b of people) {
      for (const selfie of a.selfies) {
        for (const portrait of b.portraits) {
          const passed = faceMatch(selfie, portrait, { threshold }).passed;
          const count = a.id === b.id ? frr : far;
          count.trials += 1;
          if (passed !== (a.id === b.id)) count.errors += 1;
        }
      }
    }
  }
  const verdicts: TVideoVerdict[] = [];
  for (const person of manifest.people) {
    const clips = [
      ...person.genuine.map((clip) => ({ ...clip, presentation: 'bona-fide' })),
      ...person.attacks.map((clip) => ({ ...clip, presentation: clip.attack })),
    ];
    for (const clip of clips) {
      const { frames, size } = await videoBurst(path.join(dir, clip.video), clip);
      const measure = await measureBurst(frames, clip.movement, size);
      const { findings } = padDecision(clip.movement, measure);
      const verdict: TVideoVerdict = {
        person: person.id,
        video: clip.video,
        movement: clip.movement,
        presentation: clip.presentation,
        active: measure.active,
        findings,
        live: measure.active && findings.length === 0,
      };
      onVideo?.(verdict);
      verdicts.push(verdict);
    }
  }
  const tally = (group: TVideoVerdict[], live: boolean): TCount => ({
    errors: group.filter((verdict) => verdict.live === live).length,
    trials: group.length,
  });
  const attacks = [...new Set(verdicts.map((v) => v.presentation))].filter(
    (p) => p !== 'bona-fide',
  );
  return {
    threshold,
    frr,
    far,
    noFace,
    verdicts,
    bpcer: tally(
      verdicts.filter((v) => v.presentation === 'bona-fide'),
      false,
    ),
    apcer: Object.fromEntries(
      attacks.map((attack) => [
        attack,
        tally(
          verdicts.filter((v) => v.presentation === attack),
          true,
        ),
      ]),
    ),
  };
}

/** The report as text: rates with 95 % Wilson intervals and counts, then every video's verdict. */
export function folderReportText(report: TFolderReport): string {
  const rate = (count: TCount) => rateWithInterval(count.errors, count.trials);
  const rates = textTable(
    ['measure', 'rate [95 % CI] (errors/trials)'],
    [
      [`face match FAR at ${report.threshold}`, rate(report.far)],
      [`face match FRR at ${report.threshold}`, rate(report.frr)],
      ['liveness BPCER', rate(report.bpcer)],
      ...Object.entries(report.apcer).map(([attack, count]) => [
        `liveness APCER ${attack}`,
        rate(count),
      ]),
    ],
  );
  const videos = textTable(
    ['person', 'video', 'movement', 'presentation', 'called', 'why'],
    report.verdicts.map((v) => [
      v.person,
      v.video,
      v.movement,
      v.presentation,
      v.live ? 'bona fide' : 'attack',
      [v.active ? '' : 'movement not seen', ...v.findings].filter(Boolean).join(', '),
    ]),
  );
  const missing = report.noFace.length ? `\nNo face found in: ${report.noFace.join(', ')}\n` : '';
  return `${rates}\n${missing}\n${videos}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: npm run vision:evaluate-folder -- <folder with manifest.json>');
    process.exit(2);
  }
  try {
    const report = await evaluateFolder(dir, undefined, (v) =>
      process.stderr.write(`${v.person} ${v.video}: ${v.live ? 'bona fide' : 'attack'}\n`),
    );
    console.log(folderReportText(report));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
