/**
 * The operation-certificate module: the certificate ("acta") of an operation or of a
 * certified notification, built from its evidence, laid out by the certificate engine and
 * sealed by the platform, kept while the evidence stands; and the operation's files as
 * signers and sender download them (the documents and the certificate). What other modules
 * (signing, workspace) may use.
 */

export { currentActa } from './build-acta.ts';
export { readOperationFile, type TOperationFile } from './read-operation-file.ts';
