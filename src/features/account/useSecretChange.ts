/**
 * A current / new / confirm form (Change Password, Reset Password, Change PIN): each field's value
 * and error, checked on Save and sent only if all pass; on success the 'updated' toast (in place of
 * any failure still showing), the fields emptied, then onSaved. An error under a field goes as soon
 * as the field passes again.
 */
import { useState, type FormEvent } from 'react';
import type { FieldErrors } from '@/domain/accountRules';
import { standingErrors } from '@/domain/messageLifetime';
import type { Result } from '@/domain/result';
import { firstError, useSubmitting } from './useSubmitting';

export type Secrets = { current: string; next: string; confirm: string };
export type SecretField = keyof Secrets;
export type SecretFieldProps = {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
};

const EMPTY: Secrets = { current: '', next: '', confirm: '' };

export function useSecretChange({
  check,
  send,
  updated,
  onSaved = () => undefined,
}: {
  check: (secrets: Secrets) => FieldErrors<SecretField>;
  send: (secrets: Secrets) => Promise<Result<unknown>>;
  updated: string;
  onSaved?: () => void;
}) {
  const [secrets, setSecrets] = useState<Secrets>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<SecretField>>({});
  const { busy, submit, succeeded } = useSubmitting();

  const change = (name: SecretField, value: string) => {
    const next = { ...secrets, [name]: value };
    setSecrets(next);
    if (firstError(errors) !== null) setErrors(standingErrors(errors, check(next)));
  };

  const field = (name: SecretField): SecretFieldProps => ({
    value: secrets[name],
    error: errors[name] ?? null,
    onChange: (value) => change(name, value),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(secrets);
    setErrors(found);
    if (firstError(found) !== null) return;
    const answer = await submit(() => send(secrets));
    if (answer === null) return;
    succeeded(updated);
    setSecrets(EMPTY);
    onSaved();
  };

  return { busy, field, onSubmit: (event: FormEvent) => void onSubmit(event) };
}
