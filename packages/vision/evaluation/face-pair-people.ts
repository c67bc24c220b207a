import { FACE_CROPS } from './print-portrait.ts';

/**
 * Which people the face match is tuned on and which it is judged on. Every photograph of
 * a person goes to one side only: a threshold chosen on 'tuning' never saw a face of a
 * 'held-apart' person (evaluation-isolation.test.ts checks it). The library's author has
 * 21 photographs, far more than anyone else: he is tuning, so he weighs on no reported
 * figure. The other people seen more than once, and the people seen once, alternate.
 */
export type TFaceSplit = 'tuning' | 'held-apart';

/** People seen in more than one photograph, and the side each one is on. */
export const REPEATED_PEOPLE: Readonly<Record<string, TFaceSplit>> = {
  vlad: 'tuning',
  'cgi-woman': 'tuning',
  'man-a': 'tuning',
  'woman-red': 'tuning',
  'woman-blonde-b': 'tuning',
  'woman-dark-a': 'held-apart',
  'woman-grey-top': 'held-apart',
  'woman-auburn': 'held-apart',
  'woman-green-eyes': 'held-apart',
  'woman-blonde': 'held-apart',
  'man-b': 'held-apart',
};

export interface TFacePerson {
  person: string;
  split: TFaceSplit;
  /** Names of the person's photographs (FACE_CROPS), at most `perPerson`. */
  faces: string[];
}

/** The labelled faces by person, each person on one side of the split. */
export function facePeople(perPerson = 6): TFacePerson[] {
  const byPerson = new Map<string, string[]>();
  for (const crop of FACE_CROPS)
    byPerson.set(crop.identity, [...(byPerson.get(crop.identity) ?? []), crop.name]);
  let loners = 0;
  return [...byPerson.entries()].map(([person, faces]) => {
    const repeated = REPEATED_PEOPLE[person];
    if (faces.length > 1 && !repeated) throw new Error(`${person} is on no side of the split`);
    const split = repeated ?? (loners++ % 2 === 0 ? 'tuning' : 'held-apart');
    return { person, split, faces: faces.slice(0, perPerson) };
  });
}
