import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';

/**
 * The shared schemas compare the two passwords in a refinement, which zod runs only once
 * every other field is valid. Forms want 'Las contraseñas no coinciden' as soon as the
 * repeated password differs, so this wraps the schema's resolver to say it at once.
 */
export function withRepeatedPassword<
  TValues extends FieldValues & { password: string; repeatPassword: string },
  TContext,
  TOutput,
>(resolver: Resolver<TValues, TContext, TOutput>): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const differ = values.repeatPassword !== '' && values.password !== values.repeatPassword;
    if (!differ || result.errors.repeatPassword) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        repeatPassword: { type: 'custom', message: 'validation.passwordsDiffer' },
      },
    } as ResolverResult<TValues, TOutput>;
  };
}
