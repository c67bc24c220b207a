const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

const codeOf = (error: unknown) =>
  (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;

/** A unique constraint refused the statement (the error as the driver threw it, or wrapped by Drizzle). */
export const isUniqueViolation = (error: unknown) => codeOf(error) === UNIQUE_VIOLATION;

/** A foreign key refused the statement: the row it points to is gone (or never was). */
export const isForeignKeyViolation = (error: unknown) => codeOf(error) === FOREIGN_KEY_VIOLATION;
