import type { TSignatureRequestForm } from '@confirma/contracts/creation';
import { ZSignatureRequestForm } from '@confirma/contracts/creation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../lib/language';
import { useTemplateToUse } from '../api/get-request-template';
import { requestDraft } from '../api/request-draft';
import { formFromTemplate } from '../api/template-form';
import type { TPlacementTarget } from '../components/placement-names';

type TSigner = TSignatureRequestForm['signers'][number];

export const newSigner = (language: TSigner['language']): TSigner => ({
  method: 'SIMPLE',
  name: '',
  lastname: '',
  email: '',
  phone: '',
  nif: '',
  language,
  placement: null,
  fields: [],
});

const emptyRequest = (language: TSigner['language']): TSignatureRequestForm => ({
  subject: '',
  message: '',
  signers: [newSigner(language)],
  order: 'sequential',
  copies: [],
  delivery: 'email',
  ownDocument: false,
  document: null,
  contractType: '1',
});

/**
 * The signature request's form and its draft: started from the draft kept in the tab (or
 * from the template asked for, which replaces it), saved in the tab as it is typed, and
 * cleared once sent. Also the box being placed in the document view (none: the view is
 * closed), since another PDF clears every placement.
 */
export function useRequestDraft({
  templateId,
  onTemplateApplied,
  inform,
}: {
  templateId: string | null;
  onTemplateApplied: (() => void) | undefined;
  /** Says something to the sender (a restored draft). */
  inform: (text: string) => void;
}) {
  const { t, i18n } = useTranslation('flows');
  const language = isLanguage(i18n.language) ? i18n.language : 'es';
  const [empty] = useState(() => emptyRequest(language));
  // A template asked for replaces the draft.
  const [restored] = useState(() => (templateId ? null : requestDraft.read(empty)));
  const toUse = useTemplateToUse(templateId);
  const [usedTemplate, setUsedTemplate] = useState<string | null>(null);
  const [placing, setPlacing] = useState<TPlacementTarget | null>(null);
  const form = useForm<TSignatureRequestForm, unknown, TSignatureRequestForm>({
    resolver: zodResolver(ZSignatureRequestForm),
    mode: 'onTouched',
    defaultValues: restored?.values ?? empty,
  });
  const { watch, reset, setValue } = form;
  const [picked, chosen] = watch(['document', 'signers']);

  // Everything typed is kept in the tab until it is sent or cleared.
  useEffect(() => {
    const subscription = watch((values) => requestDraft.save(values as TSignatureRequestForm));
    return () => subscription.unsubscribe();
  }, [watch]);
  // A restored draft says so; its fields are checked as the sender goes on (on leaving one,
  // on sending), not before they do anything.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the draft read on mount
  useEffect(() => {
    if (!restored) return;
    inform(
      t(
        restored.documentDropped
          ? 'create.request.documentNotKept'
          : 'create.request.draftRestored',
      ),
    );
  }, []);
  // A placement belongs to the PDF it was made on: another PDF, or none, clears them all
  // (not the PDF the form started with, a restored draft's or a template's). Cleared as the
  // PDF changes, in the same update: an effect after the render could run after the
  // sender's next click and take the field it added with it.
  const placedOn = useRef(picked?.b64 ?? null);
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      const b64 = values.document?.b64 ?? null;
      if (name !== 'document' || b64 === placedOn.current) return;
      placedOn.current = b64;
      setPlacing(null);
      for (const index of (values.signers ?? []).keys()) {
        setValue(`signers.${index}.placement`, null);
        setValue(`signers.${index}.fields`, []);
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue]);
  // The template asked for fills the form once it is read: every role a signer to name.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the template arrives
  useEffect(() => {
    if (!toUse.data) return;
    const values = formFromTemplate(toUse.data.template, toUse.data.document, empty);
    placedOn.current = values.document?.b64 ?? null;
    reset(values);
    setUsedTemplate(toUse.data.template.name);
    onTemplateApplied?.();
  }, [toUse.data]);

  const clear = () => {
    setUsedTemplate(null);
    setPlacing(null);
    reset(empty);
    // After the reset, which the draft's watcher saw: nothing is kept.
    requestDraft.clear();
  };

  return {
    form,
    language,
    picked,
    chosen,
    toUse,
    usedTemplate,
    forgetTemplate: () => setUsedTemplate(null),
    placing,
    setPlacing,
    clear,
  };
}
