/** Product name shown in the toolbar, the footer and `document.title`. */
export const APP_NAME = 'Confirma';
