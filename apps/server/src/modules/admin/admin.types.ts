/** Shared types of the admin module. */

/** The administrator acting in a back-office request, and where from (request.ip). */
export interface TAdminActor {
  id: string;
  email: string;
  name: string;
  ip: string;
}
