/**
 * Castilian names still in everyday use for municipalities whose official name (the INE's)
 * is now only in Catalan, Galician or Basque: "Castellón" for Castelló de la Plana. Looked
 * up like an official name; a name here must not be another municipality's of its province
 * (the test "never answers a wrong code" would catch it).
 */
export const CASTILIAN_NAMES: Readonly<Record<string, readonly string[]>> = {
  '03047': ['Calpe'],
  '07015': ['Ciudadela', 'Ciudadela de Menorca'],
  '07026': ['Ibiza'],
  '07054': ['Santa Eulalia del Río'],
  '12040': ['Castellón', 'Castellón de la Plana'],
  '17066': ['Figueras'],
  '20036': ['Fuenterrabía'],
  '20067': ['Rentería'],
  '25120': ['Lérida'],
  '36051': ['Sangenjo'],
  '36060': ['Villagarcía de Arosa'],
  '48044': ['Guecho'],
};
