import { Alert, AlertTitle, Box, Link } from '@mui/material';
import {
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';

export interface TInvalidField {
  /** The control to focus. */
  element: HTMLElement;
  /** Its label as shown, without the required mark. */
  label: string;
  /** What its error text says (the text the field is described by). */
  message: string;
}

function textOf(element: Element | null | undefined): string {
  if (!element) return '';
  const copy = element.cloneNode(true) as Element;
  for (const mark of Array.from(copy.querySelectorAll('.MuiFormLabel-asterisk'))) mark.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The fields of `root` marked invalid (aria-invalid, which MUI sets on a field showing its
 * error), in the order of the page, each with its label and error text. A field inside an
 * element marked `data-summary-group` (one signer's card among several) is named with it
 * first: "Firmante 2 (Ana Ruiz) · Móvil", not a "Móvil" of nobody knows whom.
 */
export function invalidFields(root: HTMLElement | null): TInvalidField[] {
  if (!root) return [];
  const byId = (id: string) => root.ownerDocument.getElementById(id);
  return Array.from(root.querySelectorAll<HTMLElement>('[aria-invalid="true"]')).map((element) => {
    const labels = (element as HTMLInputElement).labels;
    const labelledBy = element.getAttribute('aria-labelledby');
    const own =
      textOf(labels?.[0]) ||
      (labelledBy ? textOf(byId(labelledBy)) : '') ||
      element.getAttribute('aria-label') ||
      '';
    const group = element.closest('[data-summary-group]')?.getAttribute('data-summary-group');
    const label = group ? [group, own].filter(Boolean).join(' · ') : own;
    const message = (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? textOf(byId(id)) : ''))
      .filter(Boolean)
      .join(' ');
    return { element, label, message };
  });
}

const sameFields = (a: TInvalidField[], b: TInvalidField[]) =>
  a.length === b.length &&
  a.every(
    (field, index) =>
      field.element === b[index]?.element &&
      field.label === b[index]?.label &&
      field.message === b[index]?.message,
  );

/**
 * A form's error summary: `report()` when a send is refused for invalid fields (or Enter is
 * pressed while the form cannot be sent), and `ErrorSummary` lists them. `form` is the
 * element holding the fields (a form, or a panel that is not one).
 */
export function useErrorSummary<T extends HTMLElement = HTMLFormElement>() {
  const form = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  const report = useCallback(() => setAttempt((count) => count + 1), []);
  return { form, attempt, report };
}

/**
 * For a form whose send button stays disabled while it is invalid: Enter in
 * one of its fields cannot send it (the browser's implicit send needs an enabled button),
 * so it calls `send`, the form's own submit (react-hook-form's `handleSubmit` with
 * `report` for invalid fields), where it would otherwise do nothing at all.
 */
export function enterSends(valid: boolean, send: () => unknown) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || valid || !(event.target instanceof HTMLInputElement)) return;
    // A dialog opened from the form is drawn elsewhere: its fields are not the form's.
    if (!event.currentTarget.contains(event.target)) return;
    event.preventDefault();
    void send();
  };
}

/**
 * The errors of a form that could not be sent, announced (role="alert") and focused, each
 * a link to its field (WCAG 3.3.1, 4.1.3): screen-reader and keyboard users learn at once
 * what stopped them, not only by finding the red fields. Drawn after each `attempt`; it
 * follows the fields as they are corrected and goes once none is left.
 */
export function ErrorSummary({
  form,
  attempt,
}: {
  form: RefObject<HTMLElement | null>;
  attempt: number;
}) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<TInvalidField[]>([]);
  const summary = useRef<HTMLDivElement>(null);
  const focusWanted = useRef(false);

  // After a refused send: read the fields once the form has drawn their errors.
  useEffect(() => {
    if (!attempt) return;
    // Two frames: the validation's state is drawn by then.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const found = invalidFields(form.current);
        focusWanted.current = found.length > 0;
        setFields(found);
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [attempt, form]);

  useEffect(() => {
    if (!focusWanted.current || fields.length === 0) return;
    focusWanted.current = false;
    summary.current?.focus();
  }, [fields]);

  // While shown, the list follows the corrections: a field's error state or text drawn
  // anew (a validation may answer after the keystroke).
  const shown = fields.length > 0;
  useEffect(() => {
    const root = form.current;
    if (!shown || !root) return;
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setFields((before) => {
          const now = invalidFields(root);
          return sameFields(before, now) ? before : now;
        }),
      );
    });
    observer.observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-invalid', 'aria-describedby'],
    });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [shown, form]);

  if (!shown) return null;
  return (
    <Alert
      ref={summary}
      severity="error"
      role="alert"
      tabIndex={-1}
      data-testid="error-summary"
      sx={{ '&:focus-visible': { outline: 2, outlineColor: 'error.main', outlineOffset: 2 } }}
    >
      <AlertTitle>{t('common:errorSummary.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {fields.map((field, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the fields have no id of their own
          <li key={index}>
            <Link
              component="button"
              type="button"
              color="inherit"
              onClick={() => field.element.focus()}
              // 24 px high at least, a target a finger can hit (WCAG 2.5.8); its top on the
              // bullet's line, so a message that wraps keeps its bullet at its first line.
              sx={{ textAlign: 'left', verticalAlign: 'top', minHeight: 24, py: '2px' }}
            >
              {[field.label, field.message].filter(Boolean).join(': ')}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
