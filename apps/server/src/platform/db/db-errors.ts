const UNIQUE_VIOLATION = '23505';

/** A unique constraint refused the statement (the error as the driver threw it, or wrapped by Drizzle). */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === UNIQUE_VIOLATION ||
  (error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION;
