import type { TEmblem, TPattern } from './draw-security.ts';

/**
 * The document designs of the evaluation set: invented national designs, none of them the
 * tuning set's (one lilac card with the portrait on the left, one passport page).
 */
export interface TDesign {
  name: string;
  format: 'TD1' | 'TD2' | 'TD3';
  /** Where the portrait is on the side that has it. */
  portrait: 'left' | 'right';
  /** A card back's portrait-sized box: none, empty (a chip or fingerprint window) or a ghost face. */
  backBox: 'none' | 'empty' | 'ghost';
  pattern: TPattern;
  emblem: TEmblem;
  hue: number;
  /** The printed text's font (the MRZ's is chosen per image). */
  textFont: string;
  title: string;
  /** MRZ line spacing in mm (ICAO leaves a little room). */
  mrzLineGap: number;
  /** MRZ from the left margin (ICAO's position) or centred. */
  mrzAlign: 'left' | 'centre';
}

export const DESIGNS: TDesign[] = [
  {
    name: 'aurora',
    format: 'TD1',
    portrait: 'left',
    backBox: 'none',
    pattern: 'rosette',
    emblem: 'stars',
    hue: 200,
    textFont: 'DejaVu Sans',
    title: 'IDENTITY CARD · BILHETE DE IDENTIDADE',
    mrzLineGap: 4.0,
    mrzAlign: 'centre',
  },
  {
    name: 'meridian',
    format: 'TD1',
    portrait: 'right',
    backBox: 'ghost',
    pattern: 'waves',
    emblem: 'shield',
    hue: 28,
    textFont: 'Liberation Sans',
    title: 'IDENTITEITSKAART · IDENTITY CARD',
    mrzLineGap: 3.7,
    mrzAlign: 'left',
  },
  {
    name: 'tessera',
    format: 'TD1',
    portrait: 'left',
    backBox: 'empty',
    pattern: 'mesh',
    emblem: 'sun',
    hue: 120,
    textFont: 'Nimbus Sans',
    title: 'PERSONALAUSWEIS · IDENTITY CARD',
    mrzLineGap: 4.2,
    mrzAlign: 'left',
  },
  {
    name: 'corvid',
    format: 'TD2',
    portrait: 'left',
    backBox: 'none',
    pattern: 'waves',
    emblem: 'stars',
    hue: 330,
    textFont: 'DejaVu Sans',
    title: 'RESIDENCE PERMIT · TITRE DE SÉJOUR',
    mrzLineGap: 4.3,
    mrzAlign: 'centre',
  },
  {
    name: 'lumen',
    format: 'TD2',
    portrait: 'right',
    backBox: 'none',
    pattern: 'rosette',
    emblem: 'sun',
    hue: 50,
    textFont: 'Liberation Sans',
    title: 'IDENTITY CARD · KIMLIK',
    mrzLineGap: 4.0,
    mrzAlign: 'left',
  },
  {
    name: 'atlas',
    format: 'TD3',
    portrait: 'left',
    backBox: 'ghost',
    pattern: 'rosette',
    emblem: 'shield',
    hue: 160,
    textFont: 'DejaVu Sans',
    title: 'PASSPORT · PASSEPORT · REISEPASS',
    mrzLineGap: 4.3,
    mrzAlign: 'centre',
  },
  {
    name: 'boreal',
    format: 'TD3',
    portrait: 'left',
    backBox: 'none',
    pattern: 'waves',
    emblem: 'stars',
    hue: 240,
    textFont: 'Nimbus Sans',
    title: 'PASSPORT · PASSAPORTE',
    mrzLineGap: 4.0,
    mrzAlign: 'left',
  },
  {
    name: 'cinder',
    format: 'TD3',
    portrait: 'left',
    backBox: 'none',
    pattern: 'mesh',
    emblem: 'sun',
    hue: 0,
    textFont: 'Liberation Sans',
    title: 'PASPOORT · PASSPORT',
    mrzLineGap: 4.5,
    mrzAlign: 'centre',
  },
];

export const designsOf = (format: TDesign['format']) =>
  DESIGNS.filter((design) => design.format === format);
