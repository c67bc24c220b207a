import { ZSesCommunication } from '@confirma/contracts/establishments';
import { z } from 'zod';
import { problems } from '../../platform/http/route-kit.ts';

export const retryCommunicationRoute = {
  config: { access: 'account', permission: 'manage' },
  schema: {
    tags: ['traveller report'],
    summary: 'Send a parte refused by SES.HOSPEDAJES again, once what was refused is corrected',
    description:
      "An account token or the signed-in browser, acting for its organisation (another's report is 404). Only a REFUSED communication (409 CONFLICT otherwise); the next run of the `ses.communicate` job sends it. Audited (`ses_communication.retried`).",
    params: z.object({ reportId: z.uuid() }),
    response: { 200: ZSesCommunication, ...problems(401, 403, 404, 409) },
  },
} as const;
