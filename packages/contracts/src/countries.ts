/**
 * ISO 3166-1 countries: each alpha-2 code (what `Intl.DisplayNames` names) with its alpha-3
 * code (what SES.HOSPEDAJES and a document's MRZ use). One compact table, 249 entries as the
 * standard lists them (iso-codes' iso_3166-1.json), five letters each.
 */
const TABLE =
  'ADAND AEARE AFAFG AGATG AIAIA ALALB AMARM AOAGO AQATA ARARG ASASM ATAUT AUAUS AWABW ' +
  'AXALA AZAZE BABIH BBBRB BDBGD BEBEL BFBFA BGBGR BHBHR BIBDI BJBEN BLBLM BMBMU BNBRN ' +
  'BOBOL BQBES BRBRA BSBHS BTBTN BVBVT BWBWA BYBLR BZBLZ CACAN CCCCK CDCOD CFCAF CGCOG ' +
  'CHCHE CICIV CKCOK CLCHL CMCMR CNCHN COCOL CRCRI CUCUB CVCPV CWCUW CXCXR CYCYP CZCZE ' +
  'DEDEU DJDJI DKDNK DMDMA DODOM DZDZA ECECU EEEST EGEGY EHESH ERERI ESESP ETETH FIFIN ' +
  'FJFJI FKFLK FMFSM FOFRO FRFRA GAGAB GBGBR GDGRD GEGEO GFGUF GGGGY GHGHA GIGIB GLGRL ' +
  'GMGMB GNGIN GPGLP GQGNQ GRGRC GSSGS GTGTM GUGUM GWGNB GYGUY HKHKG HMHMD HNHND HRHRV ' +
  'HTHTI HUHUN IDIDN IEIRL ILISR IMIMN ININD IOIOT IQIRQ IRIRN ISISL ITITA JEJEY JMJAM ' +
  'JOJOR JPJPN KEKEN KGKGZ KHKHM KIKIR KMCOM KNKNA KPPRK KRKOR KWKWT KYCYM KZKAZ LALAO ' +
  'LBLBN LCLCA LILIE LKLKA LRLBR LSLSO LTLTU LULUX LVLVA LYLBY MAMAR MCMCO MDMDA MEMNE ' +
  'MFMAF MGMDG MHMHL MKMKD MLMLI MMMMR MNMNG MOMAC MPMNP MQMTQ MRMRT MSMSR MTMLT MUMUS ' +
  'MVMDV MWMWI MXMEX MYMYS MZMOZ NANAM NCNCL NENER NFNFK NGNGA NINIC NLNLD NONOR NPNPL ' +
  'NRNRU NUNIU NZNZL OMOMN PAPAN PEPER PFPYF PGPNG PHPHL PKPAK PLPOL PMSPM PNPCN PRPRI ' +
  'PSPSE PTPRT PWPLW PYPRY QAQAT REREU ROROU RSSRB RURUS RWRWA SASAU SBSLB SCSYC SDSDN ' +
  'SESWE SGSGP SHSHN SISVN SJSJM SKSVK SLSLE SMSMR SNSEN SOSOM SRSUR SSSSD STSTP SVSLV ' +
  'SXSXM SYSYR SZSWZ TCTCA TDTCD TFATF TGTGO THTHA TJTJK TKTKL TLTLS TMTKM TNTUN TOTON ' +
  'TRTUR TTTTO TVTUV TWTWN TZTZA UAUKR UGUGA UMUMI USUSA UYURY UZUZB VAVAT VCVCT VEVEN ' +
  'VGVGB VIVIR VNVNM VUVUT WFWLF WSWSM YEYEM YTMYT ZAZAF ZMZMB ZWZWE';

const PAIRS: readonly (readonly [string, string])[] = TABLE.split(' ').map(
  (pair) => [pair.slice(0, 2), pair.slice(2)] as const,
);

/** Every alpha-3 code, in the table's (alpha-2) order. */
export const COUNTRY_ALPHA3_CODES: readonly string[] = PAIRS.map(([, alpha3]) => alpha3);

const TO_ALPHA2 = new Map(PAIRS.map(([alpha2, alpha3]) => [alpha3, alpha2]));
const TO_ALPHA3 = new Map(PAIRS);

/** 'ESP' → 'ES'; undefined for a code the standard does not have. */
export const alpha2Of = (alpha3: string): string | undefined => TO_ALPHA2.get(alpha3.toUpperCase());

/** 'ES' → 'ESP'; undefined for a code the standard does not have. */
export const alpha3Of = (alpha2: string): string | undefined => TO_ALPHA3.get(alpha2.toUpperCase());

/**
 * The alpha-3 country of an MRZ's nationality field: its letters without the filler `<`
 * (Germany writes `D<<`); undefined where it names no country of the standard (UTO, XXA).
 */
export function countryOfMrzNationality(nationality: string | null): string | undefined {
  const code = (nationality ?? '').replace(/</g, '').toUpperCase();
  if (code === 'D') return 'DEU';
  return TO_ALPHA2.has(code) ? code : undefined;
}

/** The interface languages a country's documents may pick (its official, widely read one). */
const LANGUAGE_COUNTRIES = {
  es: 'ESP ARG BOL CHL COL CRI CUB DOM ECU SLV GNQ GTM HND MEX NIC PAN PRY PER PRI URY VEN',
  it: 'ITA SMR VAT',
  en: 'GBR IRL USA CAN AUS NZL JAM BHS BRB TTO GUY BLZ',
} as const;

const LANGUAGE_OF = new Map(
  Object.entries(LANGUAGE_COUNTRIES).flatMap(([language, codes]) =>
    codes.split(' ').map((code) => [code, language as keyof typeof LANGUAGE_COUNTRIES] as const),
  ),
);

/**
 * The interface language (es, en, it) of a document's country, from its MRZ nationality
 * ('ITA', 'D<<'); undefined where the country's language is none of them, or where it is
 * shared with others so that the document says little of what its holder reads (Malta,
 * South Africa, India…).
 */
export function languageOfNationality(nationality: string | null): 'es' | 'en' | 'it' | undefined {
  const country = countryOfMrzNationality(nationality);
  return country ? LANGUAGE_OF.get(country) : undefined;
}
