/** A Spanish municipality: its 5-digit INE code (province + number) and official INE name. */
export type TMunicipality = { code: string; name: string };

/** What a guest gives about their residence: free text, never an INE code. */
export type TResidencePlace = { postalCode: string; town: string };
