/**
 * The fields every account form spells the same way: Name, Email, a password, and the mobile with its
 * country (kept by useMobileNumber). Labels, autocomplete hints and error markup stay in one place.
 */
import { MobileField } from '@/features/checkout/MobileField';
import { TextField } from '@/features/checkout/TextField';
import type { MobileNumber } from './useMobileNumber';
import type { SecretFieldProps } from './useSecretChange';

type FieldProps = {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

export function NameField(field: FieldProps) {
  return <TextField {...field} label="Name" autoComplete="name" error={field.error ?? null} />;
}

export function EmailField({ readOnly = false, ...field }: FieldProps & { readOnly?: boolean }) {
  return (
    <TextField
      {...field}
      label="Email"
      type="email"
      autoComplete="email"
      readOnly={readOnly}
      error={field.error ?? null}
    />
  );
}

export function PasswordField({
  label,
  autoComplete,
  ...field
}: FieldProps & { label: string; autoComplete: 'current-password' | 'new-password' }) {
  return (
    <TextField
      {...field}
      label={label}
      type="password"
      autoComplete={autoComplete}
      error={field.error ?? null}
    />
  );
}

export function AccountMobileField({
  id,
  label,
  number,
  error,
  required,
}: {
  id: string;
  label: string;
  number: MobileNumber;
  error: string | undefined;
  required: boolean;
}) {
  return (
    <MobileField
      id={id}
      label={label}
      value={number.mobile}
      country={number.country}
      error={error ?? null}
      required={required}
      autoComplete="tel"
      onChange={number.change}
    />
  );
}

/** New Password and Confirm New Password, as Change Password and Reset Password both ask. */
export function NewPasswordFields({
  idPrefix,
  field,
}: {
  idPrefix: string;
  field: (name: 'next' | 'confirm') => SecretFieldProps;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-new`}
        label="New Password"
        type="password"
        autoComplete="new-password"
        {...field('next')}
      />
      <TextField
        id={`${idPrefix}-confirm`}
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        {...field('confirm')}
      />
    </>
  );
}
