import { fireEvent } from '@testing-library/react';

/** The form input (or text area) named `name` in the document. */
export function inputNamed(name: string): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(
    `input[name="${name}"], textarea[name="${name}"]`,
  );
  if (!input) throw new Error(`no field ${name}`);
  return input;
}

/** Types `value` into the field as a person would: focus, change, leave. */
export function typeInto(name: string, value: string) {
  const input = inputNamed(name);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}
