import { useCallback, useState, type ChangeEvent } from 'react';

export type FormValues = Record<string, string>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The text state of a form: `bind(name)` wires a field, `reset()` clears it back to `initial`. */
export function useFormValues<V extends FormValues>(initial: V) {
  const [values, setValues] = useState<V>(initial);

  const set = useCallback((name: keyof V, value: string) => setValues((current) => ({ ...current, [name]: value })), []);
  const reset = useCallback(() => setValues(initial), [initial]);
  const bind = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<Control>) => set(name, event.target.value),
  });

  return { values, set, setValues, reset, bind };
}
