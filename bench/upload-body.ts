/** The body of POST /api/v2/create/withotpandtoken with one uploaded PDF and one SMS signer. */
export function uploadRequest(pdfB64: string, documentName = 'contrato.pdf') {
  return {
    documents: { contrato: { documentName, documentB64: pdfB64 } },
    signers: [
      {
        signerData: [
          { identifier: 'name', value: 'Ana' },
          { identifier: 'lastname', value: 'García' },
          { identifier: 'email', value: 'ana@example.com' },
          { identifier: 'cellphone', value: '+34600111222' },
        ],
        signaturesType: ['SIMPLE'],
      },
    ],
    operationData: { opClass: 1241 },
  };
}
