import type { TSignatureRequestForm } from '@confirma/contracts/creation';
import { buildSignatureRequestPayload } from '@confirma/contracts/request-payload';
import type { UseFormReturn } from 'react-hook-form';
import type { useFailureNotice } from '../../../hooks/use-failure-notice';
import { signerFieldIssues } from '../api/signer-field-issues';
import { CreationError, useCreateOperation } from './use-create-operation';

/** Who was invited now (and whether others follow in turn). */
export interface TRequestSent {
  emails: string[];
  more: boolean;
  uuid: string;
}

/**
 * Sends the signature request: on success says who was invited by e-mail and clears the
 * draft; the signer's data the server refused is marked on its field, in the user's
 * language, and listed in the error summary (`report`).
 */
export function useSendRequest({
  form: { handleSubmit, setError },
  clear,
  fail,
  report,
  onSent,
}: {
  form: UseFormReturn<TSignatureRequestForm, unknown, TSignatureRequestForm>;
  clear: () => void;
  fail: ReturnType<typeof useFailureNotice>['fail'];
  report: () => void;
  onSent: (sent: TRequestSent) => void;
}) {
  const create = useCreateOperation();
  const submit = handleSubmit(
    (form) =>
      create.mutate(
        {
          type: form.signers[0]?.method ?? 'SIMPLE',
          delivery: form.delivery,
          build: () => buildSignatureRequestPayload(form),
        },
        {
          onSuccess: (created) => {
            if (created.delivery === 'email') {
              // Who is invited now: everyone in parallel, the first in turn.
              const now = form.order === 'parallel' ? form.signers : form.signers.slice(0, 1);
              onSent({
                emails: now.map((signer) => signer.email),
                more: now.length < form.signers.length,
                uuid: created.operationUuid,
              });
            }
            clear();
          },
          onError: (error) => {
            if (!(error instanceof CreationError)) return fail('create.errors.create', error);
            for (const [index, issue] of signerFieldIssues(error.reason).entries()) {
              setError(
                `signers.${issue.signer}.${issue.field}`,
                { type: 'server', message: issue.message },
                { shouldFocus: index === 0 },
              );
            }
            report();
            return fail(`create.errors.${error.step}`, error.reason);
          },
        },
      ),
    report,
  );
  return { submit, pending: create.isPending };
}
