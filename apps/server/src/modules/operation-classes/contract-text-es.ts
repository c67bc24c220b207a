import type { TContractText } from './template-types.ts';

export const CONTRACT_TEXT_ES: TContractText = {
  title: 'Contrato de prestación de servicios',
  subtitle: 'Firma electrónica, notificación certificada e identificación remota',
  dateLine: 'Fecha: {{date}}',
  notProvided: 'no facilitado',
  demoNotice: 'DEMO — sin validez legal',
  partiesHeading: 'Partes',
  parties: [
    'De una parte, Confirma (en adelante, «el prestador»), que presta sus servicios a través de ' +
      'su plataforma en línea.',
    'De otra parte, {{name}} {{lastname}}, mayor de edad, con NIF {{nif}}, correo electrónico ' +
      '{{email}} y teléfono móvil {{cellphone}} (en adelante, «el cliente»).',
    'Ambas partes se reconocen capacidad para contratar y acuerdan las siguientes cláusulas.',
  ],
  clauses: [
    {
      heading: 'Primera. Objeto',
      body:
        'El prestador pone a disposición del cliente su plataforma de firma electrónica, ' +
        'notificación certificada, identificación por vídeo y análisis de documentos, para que ' +
        'el cliente firme documentos y los envíe a firmar a terceros. El servicio incluye la ' +
        'custodia de los documentos firmados y de las evidencias de cada operación: fechas, ' +
        'huellas SHA-256 y sello de tiempo.',
    },
    {
      heading: 'Segunda. Precio y créditos',
      body:
        'El servicio se paga con créditos prepagados. Cada firma electrónica consume 2 créditos; ' +
        'cada notificación certificada, 1; cada identificación por vídeo, 3, y cada análisis de ' +
        'documento con OCR, 2. Los créditos se adquieren en paquetes (10 € por 20 créditos, ' +
        '20 € por 50 y 100 € por 300) y el alta incluye 5 créditos gratuitos. El coste de cada ' +
        'operación se descuenta del saldo al crearla; sin saldo suficiente, la operación no se crea.',
    },
    {
      heading: 'Tercera. Duración',
      body:
        'El contrato entra en vigor en la fecha de su firma y tiene duración indefinida. El ' +
        'cliente puede darlo por terminado en cualquier momento cerrando su cuenta; el prestador, ' +
        'con un preaviso de treinta días por correo electrónico. La terminación no afecta a las ' +
        'operaciones ya firmadas ni a la conservación de sus evidencias.',
    },
    {
      heading: 'Cuarta. Obligaciones del cliente',
      body:
        'El cliente custodia sus credenciales de acceso, es responsable del contenido de los ' +
        'documentos que envía y garantiza que está legitimado para tratar los datos de las ' +
        'personas a las que pide firmar.',
    },
    {
      heading: 'Quinta. Protección de datos',
      body:
        'El prestador trata los datos del cliente como responsable para ejecutar este contrato ' +
        '(art. 6.1.b del Reglamento (UE) 2016/679, RGPD) y los de los firmantes que el cliente ' +
        'incorpora a sus operaciones como encargado del tratamiento por cuenta del cliente ' +
        '(art. 28 RGPD). Los datos se conservan mientras dure el contrato y, después, durante los ' +
        'plazos legales de prescripción. El cliente puede ejercer sus derechos de acceso, ' +
        'rectificación, supresión, oposición, limitación y portabilidad desde su perfil o por ' +
        'correo electrónico, y reclamar ante una autoridad de control, en particular la Agencia ' +
        'Española de Protección de Datos (www.aepd.es).',
    },
    {
      heading: 'Sexta. Ley aplicable y jurisdicción',
      body:
        'Este contrato se rige por la legislación española y por el Reglamento (UE) n.º 910/2014 ' +
        '(eIDAS). Las controversias se someten a los juzgados y tribunales competentes; si el ' +
        'cliente actúa como consumidor, a los de su domicilio.',
    },
  ],
  closing:
    'En prueba de conformidad, el cliente firma electrónicamente este contrato en la fecha ' +
    'indicada. El prestador lo acepta mediante el sello electrónico que la plataforma aplica al ' +
    'documento firmado.',
  signatureLabel: 'Firma del cliente',
  footer: 'Confirma · Contrato de prestación de servicios · Página 1 de 1',
};
