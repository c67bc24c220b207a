import type { TContractText } from './template-types.ts';

export const CONTRACT_TEXT_IT: TContractText = {
  title: 'Contratto di servizi',
  subtitle: 'Firma elettronica, notifica certificata e identificazione da remoto',
  dateLine: 'Data: {{date}}',
  notProvided: 'non fornito',
  demoNotice: 'DEMO — senza valore legale',
  partiesHeading: 'Parti',
  parties: [
    'Da una parte, Confirma (di seguito «il fornitore»), che presta i propri servizi tramite ' +
      'la sua piattaforma online.',
    "Dall'altra parte, {{name}} {{lastname}}, maggiorenne, con codice fiscale o NIF {{nif}}, " +
      'indirizzo e-mail {{email}} e telefono cellulare {{cellphone}} (di seguito «il cliente»).',
    'Le parti si riconoscono reciprocamente la capacità di contrarre e convengono quanto segue.',
  ],
  clauses: [
    {
      heading: '1. Oggetto',
      body:
        'Il fornitore mette a disposizione del cliente la propria piattaforma di firma ' +
        'elettronica, notifica certificata, identificazione tramite video e analisi di documenti, ' +
        'affinché il cliente possa firmare documenti e inviarli alla firma di terzi. Il servizio ' +
        'comprende la conservazione dei documenti firmati e delle evidenze di ogni operazione: ' +
        'date, impronte SHA-256 e marca temporale.',
    },
    {
      heading: '2. Prezzo e crediti',
      body:
        'Il servizio si paga con crediti prepagati. Ogni firma elettronica consuma 2 crediti; ' +
        'ogni notifica certificata, 1; ogni identificazione tramite video, 3; e ogni analisi di ' +
        'documento con OCR, 2. I crediti si acquistano in pacchetti (10 € per 20 crediti, 20 € ' +
        'per 50 e 100 € per 300) e la registrazione include 5 crediti gratuiti. Il costo di ogni ' +
        "operazione è detratto dal saldo al momento della creazione; senza saldo sufficiente, l'" +
        'operazione non viene creata.',
    },
    {
      heading: '3. Durata',
      body:
        'Il contratto entra in vigore alla data della firma ed è a tempo indeterminato. Il ' +
        'cliente può recedere in qualsiasi momento chiudendo il proprio account; il fornitore, ' +
        'con un preavviso di trenta giorni via e-mail. La cessazione non pregiudica le ' +
        'operazioni già firmate né la conservazione delle relative evidenze.',
    },
    {
      heading: '4. Obblighi del cliente',
      body:
        'Il cliente custodisce le proprie credenziali di accesso, è responsabile del contenuto ' +
        'dei documenti che invia e garantisce di essere legittimato a trattare i dati delle ' +
        'persone a cui chiede di firmare.',
    },
    {
      heading: '5. Protezione dei dati',
      body:
        'Il fornitore tratta i dati del cliente in qualità di titolare per eseguire il presente ' +
        'contratto (art. 6, par. 1, lett. b, del Regolamento (UE) 2016/679, GDPR) e i dati dei ' +
        'firmatari inseriti dal cliente nelle sue operazioni in qualità di responsabile del ' +
        'trattamento per conto del cliente (art. 28 GDPR). I dati sono conservati per la durata ' +
        'del contratto e, successivamente, per i termini di prescrizione previsti dalla legge. Il ' +
        'cliente può esercitare i diritti di accesso, rettifica, cancellazione, opposizione, ' +
        'limitazione e portabilità dal proprio profilo o via e-mail, e proporre reclamo a ' +
        "un'autorità di controllo, in particolare quella dello Stato membro in cui risiede.",
    },
    {
      heading: '6. Legge applicabile e foro competente',
      body:
        'Il presente contratto è regolato dalla legge spagnola e dal Regolamento (UE) n. 910/2014 ' +
        '(eIDAS). Le controversie sono devolute al giudice competente; se il cliente agisce come ' +
        'consumatore, a quello del luogo della sua residenza.',
    },
  ],
  closing:
    'Per accettazione, il cliente firma elettronicamente il presente contratto alla data ' +
    'indicata. Il fornitore lo accetta mediante il sigillo elettronico che la piattaforma ' +
    'appone al documento firmato.',
  signatureLabel: 'Firma del cliente',
  footer: 'Confirma · Contratto di servizi · Pagina 1 di 1',
};
