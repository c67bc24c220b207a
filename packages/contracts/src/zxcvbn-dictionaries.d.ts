// The dictionaries of zxcvbn-ts's language packages, imported one by one so that what the
// estimator leaves out (Wikipedia's words, some surnames) is never bundled. The packages
// type only their index.

declare module '@zxcvbn-ts/language-en/dist/commonWords.json.mjs' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-en/dist/firstnames.json.mjs' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-es-es/dist/commonWords.json.mjs' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-es-es/dist/firstnames.json.mjs' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-es-es/dist/lastnames.json.mjs' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-it/dist/commonWords.json.esm.js' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-it/dist/firstnames.json.esm.js' {
  const words: string[];
  export default words;
}
