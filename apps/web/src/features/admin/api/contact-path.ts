/** The path of one contact request in the back office. */
export const contact = (id: string) => `/admin/contacts/${encodeURIComponent(id)}`;
