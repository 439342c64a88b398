/** A clear, one-line problem with the input of the import. */
export class ImportInputError extends Error {
  override name = 'ImportInputError';
}
