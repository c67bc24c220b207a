import { readFileSync } from 'node:fs';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import type { TSesSchema, TSesSchemaResult } from './ses.types.ts';

/** The schemas' files, read once: the entry schema and what it imports. */
const FILES: Record<TSesSchema, { main: string; imports: string[] }> = {
  altaParteHospedaje: { main: 'altaParteHospedaje.xsd', imports: ['tiposGenerales.xsd'] },
  altaReservaHospedaje: { main: 'altaReservaHospedaje.xsd', imports: ['tiposGenerales.xsd'] },
  comunicacion: { main: 'comunicacion.xsd', imports: [] },
};

const cache = new Map<string, XMLFileInfo>();

function schemaFile(fileName: string): XMLFileInfo {
  let file = cache.get(fileName);
  if (!file) {
    const contents = readFileSync(new URL(`./schema/${fileName}`, import.meta.url), 'utf8');
    file = { fileName, contents };
    cache.set(fileName, file);
  }
  return file;
}

/**
 * Checks an XML document against one of the service's published schemas with libxml2
 * (xmllint-wasm: the same engine wherever it runs, no native build). The same check runs
 * before a parte is sent and in the simulator that receives it. Errors are libxml2's
 * messages without the file name, one a line.
 */
export async function validateAgainstSchema(
  xml: string,
  schema: TSesSchema,
): Promise<TSesSchemaResult> {
  const { main, imports } = FILES[schema];
  const result = await validateXML({
    xml: [{ fileName: 'solicitud.xml', contents: xml }],
    schema: [schemaFile(main)],
    preload: imports.map(schemaFile),
  });
  if (result.valid) return { valid: true };
  const errors = result.errors.map((e) => e.message.trim()).filter((m) => m !== '');
  return { valid: false, errors: errors.length > 0 ? errors : [result.rawOutput.trim()] };
}
