/**
 * The INE's municipalities (the `codigoMunicipio` SES.HOSPEDAJES asks for a guest living in
 * Spain), offline: a guest's postal code and town resolved to a code, and a province's list
 * for a picker. Pure data and functions, no database access.
 */

export type { TMunicipality, TResidencePlace } from './municipalities.types.ts';
export { municipalitiesOf, resolveMunicipality } from './resolve-municipality.ts';
