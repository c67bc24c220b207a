import type { FastifyReply } from 'fastify';
import { attachment } from '../../platform/http/attachment.ts';
import type { TWorkspaceService } from './create-workspace-service.ts';
import type { TWorkspaceMember } from './list-operations.ts';
import type { TSenderFile } from './open-sender-file.ts';

/** A file of the sender's operation, answered as a PDF attachment under its own name. */
export async function sendSenderFile(
  workspace: TWorkspaceService,
  reply: FastifyReply,
  target: { member: TWorkspaceMember; operationId: string; file: TSenderFile },
) {
  const { name, bytes } = await workspace.openSenderFile(target);
  return reply
    .type('application/pdf')
    .header('content-disposition', attachment(name))
    .send(Buffer.from(bytes));
}
