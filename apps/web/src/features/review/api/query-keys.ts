/** TanStack Query keys of the review desk; every key starts with 'review'. */
export const REVIEW_KEYS = {
  root: ['review'] as const,
  queue: ['review', 'queue'] as const,
  case: (id: string) => ['review', 'case', id] as const,
};
