import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { CHALLENGES } from './pad-movements.ts';

/** A video file of the folder, relative to it, and the movement it answers. */
const ZVideo = z.object({
  video: z.string().min(1),
  movement: z.enum(CHALLENGES),
  /** Only this part of the video is the answer, ms (default: the whole video). */
  fromMs: z.number().int().nonnegative().optional(),
  toMs: z.number().int().positive().optional(),
});

/**
 * The manifest of a deployment's own evaluation folder (`manifest.json` at its root): who
 * is who, their consented selfies and document portraits (image files), their genuine
 * videos each answering one movement, and attack videos each labelled with its attack type
 * (any lower-case label: `print-still`, `replay-phone`, `silicone-mask`...). Paths are
 * relative to the folder.
 */
export const ZFolderManifest = z
  .object({
    people: z
      .array(
        z
          .object({
            id: z.string().min(1),
            selfies: z.array(z.string().min(1)).default([]),
            portraits: z.array(z.string().min(1)).default([]),
            genuine: z.array(ZVideo).default([]),
            attacks: z
              .array(ZVideo.extend({ attack: z.string().regex(/^[a-z0-9][a-z0-9-]*$/) }))
              .default([]),
          })
          .strict(),
      )
      .min(1),
  })
  .strict()
  .superRefine((manifest, ctx) => {
    const seen = new Set<string>();
    for (const [index, person] of manifest.people.entries()) {
      if (seen.has(person.id))
        ctx.addIssue({ code: 'custom', path: ['people', index, 'id'], message: 'id repeated' });
      seen.add(person.id);
    }
  });
export type TFolderManifest = z.infer<typeof ZFolderManifest>;

/** A manifest that cannot be used: every problem, one a line, with where it is. */
export class FolderManifestError extends Error {}

/** Reads and validates `<dir>/manifest.json`; every file it names must be in the folder. */
export async function readFolderManifest(dir: string): Promise<TFolderManifest> {
  const file = path.join(dir, 'manifest.json');
  let json: unknown;
  try {
    json = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    throw new FolderManifestError(`${file}: ${(error as Error).message}`);
  }
  const parsed = ZFolderManifest.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new FolderManifestError(`${file} is not a valid manifest:\n${lines.join('\n')}`);
  }
  const missing: string[] = [];
  const root = path.resolve(dir);
  for (const person of parsed.data.people) {
    const files = [
      ...person.selfies,
      ...person.portraits,
      ...[...person.genuine, ...person.attacks].map((clip) => clip.video),
    ];
    for (const name of files) {
      const full = path.resolve(root, name);
      if (!full.startsWith(root + path.sep))
        missing.push(`  ${person.id}: ${name} is outside the folder`);
      else if (!(await fs.stat(full).catch(() => null))?.isFile())
        missing.push(`  ${person.id}: ${name} is not a file`);
    }
  }
  if (missing.length)
    throw new FolderManifestError(`${file} names files it cannot use:\n${missing.join('\n')}`);
  return parsed.data;
}
