import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { evaluateFolder, folderReportText } from './evaluate-folder.ts';
import { FolderManifestError, readFolderManifest } from './folder-manifest.ts';
import { FOLDER_CLIPS, writePadFolder } from './write-pad-folder.ts';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pad-folder-'));
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('the evaluation of a deployment folder', () => {
  it('refuses a manifest it cannot use, saying where', async () => {
    const bad = path.join(dir, 'bad');
    await fs.mkdir(bad);
    const manifest = {
      people: [
        { id: 'a', selfies: ['missing.jpg'], genuine: [{ video: 'x.webm', movement: 'JUMP' }] },
        { id: 'a', attacks: [{ video: '../y.webm', movement: 'BLINK', attack: 'Replay!' }] },
      ],
    };
    await fs.writeFile(path.join(bad, 'manifest.json'), JSON.stringify(manifest));
    const error = await readFolderManifest(bad).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FolderManifestError);
    const message = (error as Error).message;
    expect(message).toContain('people.0.genuine.0.movement');
    expect(message).toContain('people.1.attacks.0.attack');
    await fs.writeFile(
      path.join(bad, 'manifest.json'),
      JSON.stringify({ people: [{ id: 'a', selfies: ['missing.jpg'] }] }),
    );
    await expect(readFolderManifest(bad)).rejects.toThrow('a: missing.jpg is not a file');
  });

  it('prints FAR/FRR and APCER/BPCER from real decisions on a generated folder', async () => {
    await writePadFolder(dir, 2);
    const report = await evaluateFolder(dir);
    const text = folderReportText(report);
    // Two people, a selfie and a portrait each: two genuine pairs, two impostor pairs.
    expect(report.frr.trials, text).toBe(2);
    expect(report.far.trials, text).toBe(2);
    expect(report.bpcer.trials).toBe(2 * FOLDER_CLIPS.genuine.length);
    expect(Object.keys(report.apcer).sort()).toEqual(['print-bent', 'replay-phone']);
    expect(report.apcer['replay-phone']?.trials).toBe(2);
    // The figures come from decisions: a replay answers its blink and is still an attack.
    const replays = report.verdicts.filter((v) => v.presentation === 'replay-phone');
    expect(
      replays.every((v) => !v.live && v.findings.length > 0),
      text,
    ).toBe(true);
    expect(report.apcer['replay-phone']?.errors).toBe(0);
    const genuine = report.verdicts.filter((v) => v.presentation === 'bona-fide');
    expect(report.bpcer.errors).toBe(genuine.filter((v) => !v.live).length);
    expect(text).toContain('liveness APCER replay-phone');
  }, 180_000);
});
