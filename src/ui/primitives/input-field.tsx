import { Field, type FieldProps } from './field.tsx'
import { Input, type InputProps } from './input.tsx'
import { PasswordInput, type PasswordInputProps } from './password-input.tsx'

/** What a labelled row adds to its control: the Field's label, hint, error and markers. */
type RowProps = Pick<FieldProps, 'label' | 'hint' | 'error' | 'invalid' | 'required' | 'optional'>

function rowOf({ label, hint, error, invalid, required, optional }: RowProps): RowProps {
  return { label, hint, error, invalid, required, optional }
}

export type InputFieldProps = Omit<InputProps, 'required'> & RowProps

/** A Field holding one Input: the common form row, written as one element. */
export function InputField({
  label,
  hint,
  error,
  invalid,
  required,
  optional,
  ...input
}: InputFieldProps) {
  return (
    <Field {...rowOf({ label, hint, error, invalid, required, optional })}>
      <Input {...input} />
    </Field>
  )
}

export type PasswordFieldProps = Omit<PasswordInputProps, 'required'> & RowProps

/** A Field holding one PasswordInput (with its show/hide toggle). */
export function PasswordField({
  label,
  hint,
  error,
  invalid,
  required,
  optional,
  ...input
}: PasswordFieldProps) {
  return (
    <Field {...rowOf({ label, hint, error, invalid, required, optional })}>
      <PasswordInput {...input} />
    </Field>
  )
}
