import type { KeyboardEvent } from 'react';

/**
 * A form's onKeyDown: Enter in a date picker or a select confirms what is typed or highlighted
 * there, and nothing more. Without this the keypress also reaches the form as an implicit
 * submission, and a half-filled form is saved the moment a date is typed.
 */
export function keepEnterInPickers(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter') return;
  const target = event.target as HTMLElement;
  if (target.closest('.ant-picker, .ant-select')) event.preventDefault();
}
