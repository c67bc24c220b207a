const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** The error as the driver threw it, or wrapped by Drizzle, carries `code`. */
const hasCode = (error: unknown, code: string) =>
  (error as { code?: string }).code === code ||
  (error as { cause?: { code?: string } }).cause?.code === code;

/** A unique constraint refused the statement (the error as the driver threw it, or wrapped by Drizzle). */
export const isUniqueViolation = (error: unknown) => hasCode(error, UNIQUE_VIOLATION);

/** A foreign key refused the statement: the row it points to is gone (or never was). */
export const isForeignKeyViolation = (error: unknown) => hasCode(error, FOREIGN_KEY_VIOLATION);

const CHECK_VIOLATION = '23514';

/** A check (or a trigger raising check_violation) named `constraint` refused the statement. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  if (!hasCode(error, CHECK_VIOLATION)) return false;
  const named = (error as { constraint?: string; cause?: { constraint?: string } }) ?? {};
  return named.constraint === constraint || named.cause?.constraint === constraint;
}
