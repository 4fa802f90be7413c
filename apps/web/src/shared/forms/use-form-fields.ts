import { useState } from 'react';
import { errorNotice, type FieldError, type Notice } from './notice';

export interface FormFields<V, F extends string> {
  values: V;
  /** Sets one value; editing the field the last failed check pointed at clears that mark. */
  set: <K extends keyof V>(field: K, value: V[K]) => void;
  /** The form's message (shown under the fields). */
  notice: Notice | null;
  setNotice: (notice: Notice | null) => void;
  /** The field the last failed check points at (aria-invalid). */
  invalidField: F | null;
  /** Marks the failed field and shows its message. */
  fail: (error: FieldError<F>) => void;
  /** Clears the mark and the message (before a call to the server). */
  clear: () => void;
}

/** The state every account form keeps: its values, its message and the field its last failed check points at. */
export function useFormFields<V, F extends string>(initial: V): FormFields<V, F> {
  const [values, setValues] = useState<V>(initial);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [invalidField, setInvalidField] = useState<F | null>(null);

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Values and checked fields are named alike; a value no check points at (a checkbox) never matches.
    if ((invalidField as PropertyKey | null) === field) setInvalidField(null);
  };

  const fail = (error: FieldError<F>) => {
    setInvalidField(error.field);
    setNotice(errorNotice(error.key));
  };

  const clear = () => {
    setInvalidField(null);
    setNotice(null);
  };

  return { values, set, notice, setNotice, invalidField, fail, clear };
}
