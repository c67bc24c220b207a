/**
 * The back office's account calls are cookie-authenticated ('login' calls carry no token);
 * their lists come this many to a page.
 */
export const ACCOUNTS_PAGE_SIZE = 20;

/** The path of one account in the back office. */
export const account = (userId: string) => `/admin/accounts/${encodeURIComponent(userId)}`;
