import type { TRequestTemplate } from '@confirma/contracts/request-templates';

/** The templates of the template tests: a lease on its own PDF, and a contract type. */
export const LEASE_ID = 'b1f0c5a2-3d4e-4f60-8a7b-9c0d1e2f3a4b';
export const SERVICES_ID = 'c2e1d6b3-4e5f-4a71-9b8c-0d1e2f3a4b5c';

/** A tiny PDF as the server would send it (the form only keeps its bytes). */
export const LEASE_PDF = '%PDF-1.7\n%%EOF\n';

const box = { pageNumber: 1, x: 60, y: 40, width: 150, height: 18 };

export const LEASE: TRequestTemplate = {
  id: LEASE_ID,
  name: 'Alquiler de vivienda',
  subject: 'Contrato de alquiler',
  message: 'Hola, aquí tienes el contrato.',
  order: 'sequential',
  copies: [{ name: 'Gestoría', email: 'gestoria@example.com' }],
  roles: [
    {
      id: 'r1',
      name: 'Inquilino',
      method: 'SIMPLE',
      language: 'es',
      placement: { pageNumber: 1, x: 60, y: 90, width: 180, height: 60 },
      fields: [
        { id: 'f1', type: 'text', label: 'Renta', required: true, value: '900 €', placement: box },
        { id: 'f2', type: 'date', label: '', required: false, placement: { ...box, x: 300 } },
      ],
    },
    {
      id: 'r2',
      name: 'Propietario',
      method: 'BIOMETRICA',
      language: 'en',
      placement: null,
      fields: [],
    },
  ],
  document: {
    name: 'alquiler.pdf',
    pages: 1,
    sha256: 'a'.repeat(64),
    url: `/api/request-templates/${LEASE_ID}/document`,
  },
  contractType: null,
  createdAt: '2030-03-01T09:00:00.000Z',
  updatedAt: '2030-03-01T09:00:00.000Z',
};

export const SERVICES: TRequestTemplate = {
  ...LEASE,
  id: SERVICES_ID,
  name: 'Servicios',
  roles: [
    { id: 'r1', name: 'Cliente', method: 'SIMPLE', language: 'es', placement: null, fields: [] },
  ],
  document: null,
  contractType: '1',
  createdAt: '2030-02-01T09:00:00.000Z',
};

/** A template as the list shows it. */
export const summaryOf = ({ copies: _copies, message: _message, ...summary }: TRequestTemplate) =>
  summary;
