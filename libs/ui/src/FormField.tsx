// Labelled form controls with their hint and validation message wired for screen readers, replacing the
// hand-written Form.Group blocks of every remote.
import type { InputHTMLAttributes, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

interface FieldFrame {
  /** Control id (the label's htmlFor); the hint and error get `<id>-hint` / `<id>-error`. */
  id: string;
  label: ReactNode;
  /** Validation message; shown under the control, which is then marked invalid. */
  error?: string | null;
  /** Muted help text under the control. */
  hint?: ReactNode;
  /** Classes of the group (default `mb-3`). */
  className?: string;
  /** Extra content after the control (e.g. a live character count). */
  children?: ReactNode;
}

function describedBy(id: string, hint: ReactNode, error: string | null | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** The label, hint, error and extra content around one control. */
function Frame({ frame, control }: { frame: FieldFrame; control: ReactNode }) {
  const { id, label, error, hint, className = 'mb-3', children } = frame;
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      {control}
      {children}
      {hint ? (
        <Form.Text id={`${id}-hint`} muted>
          {hint}
        </Form.Text>
      ) : null}
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

/** What every control of a field gets: invalid state and its description (hint, error). */
function controlState({ id, hint, error }: FieldFrame) {
  return { isInvalid: !!error, 'aria-describedby': describedBy(id, hint, error) };
}

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'children' | 'size'>;

export interface FormFieldProps extends FieldFrame, InputAttributes {
  value: string | number;
  onChange: (value: string) => void;
  /** `textarea` for multi-line text. */
  as?: 'input' | 'textarea';
  rows?: number;
  /** A read-only value shown as text (with `readOnly`). */
  plaintext?: boolean;
}

/** A text-like input (text, email, number, password, date, datetime-local...) or a textarea. */
export function FormField(props: FormFieldProps) {
  const { id, label, error, hint, className, children, value, onChange, as, plaintext, ...input } = props;
  return (
    <Frame
      frame={props}
      control={
        <Form.Control
          {...(input as Record<string, unknown>)}
          as={as === 'textarea' ? 'textarea' : undefined}
          plaintext={plaintext}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...controlState(props)}
        />
      }
    />
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps extends FieldFrame {
  value: string | number;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** First option with an empty value (e.g. "Select a plan"). */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled select over `options`. */
export function SelectField(props: SelectFieldProps) {
  const { value, onChange, options, placeholder, required, disabled } = props;
  return (
    <Frame
      frame={props}
      control={
        <Form.Select value={value} required={required} disabled={disabled} onChange={(e) => onChange(e.target.value)} {...controlState(props)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Form.Select>
      }
    />
  );
}
