import type { TContractText } from './template-types.ts';

export const CONTRACT_TEXT_EN: TContractText = {
  title: 'Service agreement',
  subtitle: 'Electronic signature, certified notification and remote identification',
  dateLine: 'Date: {{date}}',
  notProvided: 'not provided',
  demoNotice: 'DEMO — no legal validity',
  partiesHeading: 'Parties',
  parties: [
    'On the one hand, Confirma (hereinafter "the provider"), which provides its services ' +
      'through its online platform.',
    'On the other hand, {{name}} {{lastname}}, of legal age, with tax ID (NIF) {{nif}}, e-mail ' +
      'address {{email}} and mobile phone {{cellphone}} (hereinafter "the customer").',
    'Both parties acknowledge their capacity to contract and agree on the following clauses.',
  ],
  clauses: [
    {
      heading: '1. Purpose',
      body:
        'The provider makes its platform for electronic signature, certified notification, video ' +
        'identification and document analysis available to the customer, so that the customer ' +
        'can sign documents and send them to third parties for signature. The service includes ' +
        'keeping the signed documents and the evidence of every operation: dates, SHA-256 ' +
        'fingerprints and time stamp.',
    },
    {
      heading: '2. Price and credits',
      body:
        'The service is paid for with prepaid credits. Each electronic signature uses 2 credits; ' +
        'each certified notification, 1; each video identification, 3; and each document analysis ' +
        'with OCR, 2. Credits are bought in packs (€10 for 20 credits, €20 for 50 and €100 for ' +
        '300) and sign-up includes 5 free credits. The cost of each operation is deducted from ' +
        'the balance when it is created; without enough balance, the operation is not created.',
    },
    {
      heading: '3. Term',
      body:
        'This agreement takes effect on the date it is signed and has no fixed term. The ' +
        'customer may end it at any time by closing their account; the provider, with thirty ' +
        "days' notice by e-mail. Termination does not affect operations already signed nor the " +
        'retention of their evidence.',
    },
    {
      heading: '4. Customer obligations',
      body:
        'The customer keeps their access credentials safe, is responsible for the content of the ' +
        'documents they send and warrants that they are entitled to process the data of the ' +
        'people they ask to sign.',
    },
    {
      heading: '5. Data protection',
      body:
        'The provider processes the customer data as controller in order to perform this ' +
        'agreement (Art. 6(1)(b) of Regulation (EU) 2016/679, GDPR) and the data of the signers ' +
        'the customer adds to their operations as processor on behalf of the customer (Art. 28 ' +
        'GDPR). Data are kept while the agreement is in force and, afterwards, for the legal ' +
        'limitation periods. The customer may exercise the rights of access, rectification, ' +
        'erasure, objection, restriction and portability from their profile or by e-mail, and ' +
        'lodge a complaint with a supervisory authority, in particular the Spanish Data ' +
        'Protection Agency (www.aepd.es).',
    },
    {
      heading: '6. Governing law and jurisdiction',
      body:
        'This agreement is governed by Spanish law and by Regulation (EU) No 910/2014 (eIDAS). ' +
        'Disputes are submitted to the competent courts; where the customer acts as a consumer, ' +
        'to those of their place of residence.',
    },
  ],
  closing:
    'In witness whereof, the customer signs this agreement electronically on the date stated ' +
    'above. The provider accepts it by means of the electronic seal that the platform applies to ' +
    'the signed document.',
  signatureLabel: 'Customer signature',
  footer: 'Confirma · Service agreement · Page 1 of 1',
};
