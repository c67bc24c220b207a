import { useEffect } from 'react';
import { APP_NAME } from '../config/app';

/** `document.title` = "<page title> · Confirma"; follows the title when the language changes. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
