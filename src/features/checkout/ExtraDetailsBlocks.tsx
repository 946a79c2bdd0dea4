/**
 * Blocks 3 and 4 (spec 2 §2.2): the optional student details (name and class) and the menu's custom
 * order fields.
 */
import { useId } from 'react';
import type { CheckoutMenu } from '@/api/manageCart';
import type { CheckoutDraft } from '@/domain/submitOrderFields';
import { TextField } from './TextField';

type BlockProps = {
  menu: CheckoutMenu;
  draft: CheckoutDraft;
  update: (change: Partial<CheckoutDraft>) => void;
};

export function StudentBlock({ menu, draft, update }: BlockProps) {
  const id = useId();
  if (menu.is_students_enabled !== 1) return null;
  const label = menu.student_name_label || 'Student name';
  return (
    <section className="checkout-block" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout-block__title">
        Student details
      </h2>
      <TextField
        id={`${id}-name`}
        label={label}
        value={draft.studentName}
        autoComplete="off"
        onChange={(studentName) => update({ studentName })}
      />
      {menu.student_classes.length > 0 ? (
        <div className="checkout-field">
          <label htmlFor={`${id}-class`}>Class</label>
          <select
            id={`${id}-class`}
            value={draft.storeClassId}
            onChange={(event) => update({ storeClassId: Number(event.target.value) })}
          >
            <option value={0}>Choose a class</option>
            {menu.student_classes.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </section>
  );
}

export function CustomFieldsBlock({
  menu,
  draft,
  update,
  errors,
}: BlockProps & { errors: Record<string, string> }) {
  const id = useId();
  if (menu.custom_fields.length === 0) return null;
  const answer = (fieldId: string, value: string) =>
    update({ customData: { ...draft.customData, [fieldId]: value } });
  return (
    <section className="checkout-block" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout-block__title">
        {menu.custom_fields_label || 'Order details'}
      </h2>
      {menu.custom_fields.map((field) => {
        const fieldId = `${id}-${field.id}`;
        const error = errors[field.id] ?? null;
        if (field.type === 'select') {
          return (
            <div className="checkout-field" key={field.id}>
              <label htmlFor={fieldId}>{field.label}</label>
              <select
                id={fieldId}
                value={draft.customData[field.id] ?? ''}
                aria-required={field.required === 1}
                aria-invalid={error !== null}
                aria-describedby={error !== null ? `${fieldId}-error` : undefined}
                onChange={(event) => answer(field.id, event.target.value)}
              >
                <option value="">Choose…</option>
                {field.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
              {error !== null ? (
                <p id={`${fieldId}-error`} className="checkout-field__error">
                  {error}
                </p>
              ) : null}
            </div>
          );
        }
        return (
          <TextField
            key={field.id}
            id={fieldId}
            label={field.label}
            value={draft.customData[field.id] ?? ''}
            error={error}
            aria-required={field.required === 1}
            onChange={(value) => answer(field.id, value)}
          />
        );
      })}
    </section>
  );
}
