/** The recipient's calls carry the link's token, never the page's session tokens. */
export const asRecipient = (token: string) => ({
  kind: 'login' as const,
  headers: { Authorization: `Bearer ${token}` },
});
