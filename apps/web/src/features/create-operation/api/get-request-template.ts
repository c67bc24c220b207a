import type { TPickedPdf } from '@confirma/contracts/creation';
import { type TRequestTemplate, ZRequestTemplate } from '@confirma/contracts/request-templates';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client';
import { API_BASE } from '../../../lib/api-http';
import { TEMPLATE_KEYS } from './request-template-keys';

/** GET /api/request-templates/{id}: one template, with its roles and fields. */
export function getRequestTemplate(id: string): Promise<TRequestTemplate> {
  return apiClient.get(`/request-templates/${encodeURIComponent(id)}`, {
    kind: 'login',
    schema: ZRequestTemplate,
  });
}

/** Bytes as base64, as the PDF picker keeps a file (in slices: no argument list too long). */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/** GET /api/request-templates/{id}/document: the template's own PDF, as a picked file. */
export async function getTemplateDocument(template: TRequestTemplate): Promise<TPickedPdf | null> {
  if (!template.document) return null;
  const response = await fetch(
    `${API_BASE}/request-templates/${encodeURIComponent(template.id)}/document`,
    {
      credentials: 'same-origin',
      cache: 'no-store',
    },
  );
  if (!response.ok) throw await ApiError.fromResponse(response);
  return {
    name: template.document.name,
    b64: base64Of(new Uint8Array(await response.arrayBuffer())),
  };
}

/** A template and its PDF, to start a request from (not kept once the form has them). */
export function useTemplateToUse(id: string | null) {
  return useQuery({
    queryKey: TEMPLATE_KEYS.one(id ?? ''),
    queryFn: async () => {
      const template = await getRequestTemplate(id ?? '');
      return { template, document: await getTemplateDocument(template) };
    },
    enabled: id !== null,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
